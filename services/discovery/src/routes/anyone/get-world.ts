import { worldResponseSchema } from '@cerca/contracts/city-life/world';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { catalogueCache } from '../../catalogue-cache';
import { sendCatalogue } from '../../catalogue-reply';
import { listWorldCountries } from '../../repositories/world';
import { worldSatellite } from '../../world-map';

/** GET /world — the world map (/world): a flag per country with cities, the totals, the tiles. */
export async function getWorldRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const cache = catalogueCache(app, context);
  // Read once at start: a wrong template stops the service with the reason.
  const satellite = worldSatellite(context.config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/world',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The countries having cities, with their flag marker and city count (cached; ETag, 304)',
        description:
          'Public. México first, then by name; only countries with at least one city. `marker` is the ' +
          'spherical mean of the cities that have coordinates, with the city nearest it (the map moves ' +
          'the flag there when the mean falls outside the country); null when none has coordinates. ' +
          '`satellite` is null unless the operator sets MAP_SATELLITE_TILE_URL (an XYZ template with ' +
          '{z}/{x}/{y}, Web Mercator, and {token} replaced by MAP_TOKEN, a public token browsers see) ' +
          'and optionally MAP_SATELLITE_ATTRIBUTION; the page then draws those tiles behind the vector ' +
          'map, and otherwise requests nothing outside our origin.',
        response: { 200: worldResponseSchema },
      },
    },
    async (request, reply) => {
      const body = await cache.get('world', async () => {
        const countries = await listWorldCountries(context.db);
        const cities = countries.reduce((total, country) => total + country.city_count, 0);
        return worldResponseSchema.parse({
          countries,
          totals: { countries: countries.length, cities },
          satellite,
        });
      });
      return sendCatalogue(request, reply, body);
    },
  );
}
