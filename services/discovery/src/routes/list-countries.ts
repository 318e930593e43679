import { countriesResponseSchema } from '@cerca/contracts';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { listCountries } from '../repositories/catalogue';

/** GET /countries — the location picker's first list: México first, then by name. */
export async function listCountriesRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/countries',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Countries, México first, then by name',
        response: { 200: countriesResponseSchema },
      },
    },
    async () => ({ countries: await listCountries(db) }),
  );
}
