import { errorBodySchema } from '@cerca/contracts';
import {
  cityDriversQuerySchema,
  cityDriversResponseSchema,
  ordersPanelPathSchema,
} from '@cerca/contracts/orders-panel';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { panelBusinessOf } from '../../orders-panel-guard';
import { listCityDrivers } from '../../repositories/orders-panel';

/** GET /businesses/:id/drivers — the approved drivers of the business's city (the driver picker). */
export async function listCityDriversRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/drivers',
    {
      schema: {
        tags: ['orders'],
        summary: "Approved drivers of the business's city",
        description:
          'Search by username or phone (case-insensitive substring) and vehicle (moto, bici, auto, ' +
          'pie); available ones first, at most 100. Owner only; others 403.',
        security: [{ bearerAuth: [] }],
        params: ordersPanelPathSchema,
        querystring: cityDriversQuerySchema,
        response: { 200: cityDriversResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const business = panelBusinessOf(request);
      const drivers = business.city_id ? await listCityDrivers(db, business.city_id, request.query) : [];
      return { drivers };
    },
  );
}
