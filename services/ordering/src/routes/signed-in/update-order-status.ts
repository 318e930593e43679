import { orderPathSchema, orderStatusBodySchema } from '@cerca/contracts/orders-panel';
import { recordOrderChange } from '@cerca/deliveries';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DeliveryEvents } from '../../delivery-events';
import { assertNextStatus } from '../../order-status';
import { orderChangeResponses, ownedOrderChange } from '../../owned-order-change';
import { setOrderStatus } from '../../repositories/orders-panel';

/** POST /orders/:id/status — the owner advances an order one step ('Marcar como …'). */
export async function updateOrderStatusRoute(
  app: FastifyInstance,
  context: ServiceContext,
  events: DeliveryEvents,
): Promise<void> {
  const changeOrder = ownedOrderChange(context);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/:id/status',
    {
      schema: {
        tags: ['orders'],
        summary: 'Advance an order to its next status',
        description:
          'Spec 02 §4: pending → preparing → looking_for_driver → on_the_way → delivered, only the ' +
          "next one, only by the business's owner. The order row is locked, so two tabs asking for the " +
          "same step get one 200 and one 409 'invalid_status_transition'. Emits order:status to the " +
          'business room and the customer; entering looking_for_driver also order:available to the zone ' +
          "of the business's city (leaving it, order:taken).",
        security: [{ bearerAuth: [] }],
        params: orderPathSchema,
        body: orderStatusBodySchema,
        response: orderChangeResponses,
      },
    },
    async (request) => {
      let before: { status: string; zoneId: string | null } = { status: '', zoneId: null };
      const order = await changeOrder(request, async (trx, locked) => {
        before = { status: locked.status, zoneId: locked.city_id };
        assertNextStatus(locked.status, request.body.status);
        const changed = await setOrderStatus(trx, locked.id, request.body.status);
        await recordOrderChange(trx, {
          order_id: locked.id,
          from_status: locked.status,
          to_status: changed.status,
          actor: 'business',
          actor_id: locked.owner_id,
        });
        await events.recordStatusChange(trx, changed);
        return changed;
      });
      await events.statusChanged(request.log, order, before.status, before.zoneId);
      return { order };
    },
  );
}
