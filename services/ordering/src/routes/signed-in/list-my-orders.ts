import { errorBodySchema } from '@cerca/contracts';
import { MY_ORDERS_PAGE_SIZE, myOrdersPageSchema, myOrdersQuerySchema } from '@cerca/contracts/orders';
import {
  decodeTimeCursor,
  encodeTimeCursor,
  errors,
  type ServiceContext,
  type ZodTypeProvider,
} from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { listCustomerOrders, type OrderPosition } from '../../repositories/orders';

/** The cursor: [created_at, id] of the last order shown; anything else is 400. */
const decodeCursor = (raw: string | undefined): OrderPosition | undefined =>
  decodeTimeCursor(raw, () => errors.badRequest('invalid_cursor', messages.invalidMyOrdersCursor));

/** GET /me/orders — /my-orders: the caller's own orders, newest first, with search and status. */
export async function listMyOrdersRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The caller's orders, newest first, 20 per page",
        description: 'q matches the start of the order id or a part of the business name (case-insensitive).',
        security: [{ bearerAuth: [] }],
        querystring: myOrdersQuerySchema,
        response: { 200: myOrdersPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { q, status, cursor } = request.query;
      const after = decodeCursor(cursor);
      const { orders, positions } = await listCustomerOrders(
        db,
        request.user!.id,
        { q, status },
        MY_ORDERS_PAGE_SIZE + 1,
        after,
      );
      const items = orders.slice(0, MY_ORDERS_PAGE_SIZE);
      const last = positions[MY_ORDERS_PAGE_SIZE - 1];
      const next_cursor = orders.length > MY_ORDERS_PAGE_SIZE && last ? encodeTimeCursor(last) : null;
      return { items, next_cursor };
    },
  );
}
