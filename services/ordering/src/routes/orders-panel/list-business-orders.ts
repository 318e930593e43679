import { errorBodySchema } from '@cerca/contracts';
import {
  businessOrdersQuerySchema,
  businessOrdersResponseSchema,
  ORDERS_PAGE_SIZE,
  ordersPanelPathSchema,
} from '@cerca/contracts/orders-panel';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { periodStart } from '../../order-status';
import { decodeOrderCursor, encodeOrderCursor, panelBusinessOf } from '../../orders-panel-guard';
import { listBusinessOrders } from '../../repositories/orders-panel';

/** GET /businesses/:id/orders — the orders panel's list ('Pedidos y Ventas'), for the owner only. */
export async function listBusinessOrdersRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "A business's orders, newest first, with filters and search",
        description:
          'Status, period (today from midnight in the city zone, week = 7 days, month = 30 days, all) ' +
          'and a case-insensitive search by order id, customer name or delivery address; keyset ' +
          'pages of 20. Each order carries its items, customer, driver and driver order. Owner only; others 403.',
        security: [{ bearerAuth: [] }],
        params: ordersPanelPathSchema,
        querystring: businessOrdersQuerySchema,
        response: {
          200: businessOrdersResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const business = panelBusinessOf(request);
      const { status, period, q, cursor, limit } = request.query;
      const after = decodeOrderCursor(cursor);
      const since = periodStart(period, new Date(), business.time_zone);
      const page = await listBusinessOrders(
        db,
        business.id,
        { status, since, q },
        limit ?? ORDERS_PAGE_SIZE,
        after,
      );
      return { orders: page.orders, next_cursor: page.last ? encodeOrderCursor(page.last) : null };
    },
  );
}
