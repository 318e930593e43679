import { businessCancelBodySchema } from '@cerca/contracts/orders';
import { orderPathSchema } from '@cerca/contracts/orders-panel';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DeliveryEvents } from '../../delivery-events';
import { assertCancellable, cancelOrder } from '../../order-cancellation';
import { settleCancelledPayment } from '../../order-refunds';
import { orderChangeResponses, ownedOrderChange } from '../../owned-order-change';
import { paymentsOf } from '../../payments';

/** POST /orders/:id/cancel — the business rejects a pending order, or cancels one later, with a reason. */
export async function cancelBusinessOrderRoute(
  app: FastifyInstance,
  context: ServiceContext,
  events: DeliveryEvents,
): Promise<void> {
  const changeOrder = ownedOrderChange(context);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Reject or cancel an order, with a reason',
        description:
          "Issue 25: only the business's owner, at any step before delivery: a rejection while pending " +
          '(sold_out, closing_early, out_of_zone, other), a cancellation later (the driver carrying it ' +
          "is released and hears of it). 'other' needs a note. The order row is locked, so a driver's " +
          "accept racing it either finds the order cancelled or has its assignment ended by it. 409 'order_not_cancellable' once delivered or " +
          'cancelled. Written to the order history; the customer, the business room and the driver hear ' +
          'the new status.',
        security: [{ bearerAuth: [] }],
        params: orderPathSchema,
        body: businessCancelBodySchema,
        response: orderChangeResponses,
      },
    },
    async (request) => {
      let before: { status: string; zoneId: string | null } = { status: '', zoneId: null };
      const order = await changeOrder(request, async (trx, locked) => {
        before = { status: locked.status, zoneId: locked.city_id };
        assertCancellable(locked.status, 'business');
        const changed = await cancelOrder(trx, locked, {
          by: 'business',
          userId: locked.owner_id,
          reason: request.body.reason,
          note: request.body.note,
        });
        await events.recordCancellation(trx, changed);
        // It keeps the driver who was carrying it: they hear of it (ownedOrderChange's live event).
        return changed;
      });
      // Offered to a zone: its drivers' lists drop it.
      await events.statusChanged(request.log, order, before.status, before.zoneId);
      // A paid order gets its money back; an unpaid one's intent is given up (issue 25).
      await settleCancelledPayment(paymentsOf(context), order, request.log);
      return { order: { id: order.id, status: order.status, driver_id: order.driver_id } };
    },
  );
}
