import { errorBodySchema } from '@cerca/contracts';
import { businessPathParamsSchema } from '@cerca/contracts/business-page';
import { ordersPauseBodySchema, ordersPauseSchema } from '@cerca/contracts/kitchen';
import { ordersPause } from '@cerca/contracts/kitchen-state';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { findOrdersPause, setOrdersPause } from '../../repositories/menu-manager';

/**
 * /businesses/:id/orders-pause — "Pausar pedidos": GET reads it (the orders panel), PUT pauses for
 * 15, 30 or 60 minutes or until reopened (minutes null), DELETE reopens. Orders already placed go
 * on; new ones are refused meanwhile.
 */
export async function ordersPauseRoutes(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  const schema = {
    tags: ['menus'],
    security: [{ bearerAuth: [] }],
    params: businessPathParamsSchema,
    response: { 200: ordersPauseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/businesses/:id/orders-pause',
    { schema: { ...schema, summary: 'Whether new orders are paused, and until when' } },
    async (request) => {
      const row = await findOrdersPause(db, request.params.id.toLowerCase());
      if (!row) throw errors.forbidden(messages.notMenuManager);
      return ordersPause(row.paused_until, new Date());
    },
  );
  typed.put(
    '/businesses/:id/orders-pause',
    {
      schema: {
        ...schema,
        summary: 'Pause new orders for a while, or until reopened',
        description:
          "Body { minutes: 15 | 30 | 60 | null }. Quotes and orders are then 409 'orders_paused'; the " +
          "public menu says ordering.state 'paused'. The owner and admins only.",
        body: ordersPauseBodySchema,
      },
    },
    async (request) => {
      const { minutes } = request.body;
      const until = minutes === null ? 'infinity' : new Date(Date.now() + minutes * 60_000);
      const row = await setOrdersPause(db, request.params.id.toLowerCase(), until);
      // requireMenuManager found the business a moment ago: only a deletion in between lands here.
      if (!row) throw errors.forbidden(messages.notMenuManager);
      return ordersPause(row.paused_until, new Date());
    },
  );
  typed.delete(
    '/businesses/:id/orders-pause',
    { schema: { ...schema, summary: 'Take orders again ("Reanudar pedidos")' } },
    async (request) => {
      const row = await setOrdersPause(db, request.params.id.toLowerCase(), null);
      if (!row) throw errors.forbidden(messages.notMenuManager);
      return ordersPause(row.paused_until, new Date());
    },
  );
}
