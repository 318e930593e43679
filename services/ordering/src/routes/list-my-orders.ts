import { errorBodySchema } from '@cerca/contracts';
import { MY_ORDERS_PAGE_SIZE, myOrdersPageSchema, myOrdersQuerySchema } from '@cerca/contracts/orders';
import { errors, requireUser, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../messages.json';
import { listCustomerOrders, type OrderPosition } from '../repositories/orders';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;

/** The cursor: base64url of [created_at, id] of the last order shown; anything else is 400. */
function decodeCursor(raw: string | undefined): OrderPosition | undefined {
  if (raw === undefined || raw === '') return undefined;
  try {
    const keys = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(keys) &&
      keys.length === 2 &&
      AT.test(keys[0]) &&
      UUID.test(keys[1]) &&
      !Number.isNaN(Date.parse(keys[0])) &&
      new Date(keys[0]).toISOString().slice(0, 10) === keys[0].slice(0, 10)
    )
      return { at: keys[0], id: keys[1] };
  } catch {
    // falls through to the refusal
  }
  throw errors.badRequest('invalid_cursor', messages.invalidMyOrdersCursor);
}

/** GET /me/orders — /my-orders: the caller's own orders, newest first, with search and status. */
export async function listMyOrdersRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/orders',
    {
      onRequest: requireUser,
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
      const next_cursor =
        orders.length > MY_ORDERS_PAGE_SIZE && last
          ? Buffer.from(JSON.stringify([last.at, last.id]), 'utf8').toString('base64url')
          : null;
      return { items, next_cursor };
    },
  );
}
