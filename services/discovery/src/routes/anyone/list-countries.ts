import { countriesResponseSchema } from '@cerca/contracts';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { catalogueCache } from '../../catalogue-cache';
import { sendCatalogue } from '../../catalogue-reply';
import { listCountries } from '../../repositories/catalogue';

/** GET /countries — the location picker's first list: México first, then by name. */
export async function listCountriesRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const cache = catalogueCache(app, context);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/countries',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Countries, México first, then by name (cached; ETag, 304)',
        response: { 200: countriesResponseSchema },
      },
    },
    async (request, reply) => {
      const body = await cache.get('countries', async () =>
        countriesResponseSchema.parse({ countries: await listCountries(context.db) }),
      );
      return sendCatalogue(request, reply, body);
    },
  );
}
