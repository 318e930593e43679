import { errorBodySchema } from '@cerca/contracts';
import { customerCancelBodySchema } from '@cerca/contracts/orders';
import { orderPathSchema, orderStatusResponseSchema } from '@cerca/contracts/orders-panel';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DeliveryEvents } from '../../delivery-events';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { assertCancellable, cancelOrder } from '../../order-cancellation';
import { settleCancelledPayment } from '../../order-refunds';
import { orderStatusNotifier } from '../../orders-panel-guard';
import { paymentsOf } from '../../payments';
import { lockOrder } from '../../repositories/orders-panel';

/** POST /me/orders/:id/cancel — "Cancelar pedido": the customer, while the order is pending. */
export async function cancelMyOrderRoute(
  app: FastifyInstance,
  context: ServiceContext,
  events: DeliveryEvents,
): Promise<void> {
  const notify = orderStatusNotifier(context);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/me/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel one of my orders while it is pending, with a reason',
        description:
          "Issue 25: the order's customer only (anyone else: 404, as for an order that does not " +
          "exist), only while pending: once the business is preparing it, 409 'order_not_cancellable'. " +
          "Reasons: changed_mind, wrong_order, too_slow, other ('other' needs a note). The order row " +
          'is locked, so the business moving it on at the same moment and this cancellation never both ' +
          'win. Written to the order history; the business room hears the new status.',
        security: [{ bearerAuth: [] }],
        params: orderPathSchema,
        body: customerCancelBodySchema,
        response: {
          200: orderStatusResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { id } = request.params;
      if (!isUuid(id)) throw errors.notFound('order_not_found', messages.orderNotFound);
      const { order, locked } = await context.db.transaction().execute(async (trx) => {
        const locked = await lockOrder(trx, id.toLowerCase());
        if (!locked || locked.user_id !== userId)
          throw errors.notFound('order_not_found', messages.orderNotFound);
        assertCancellable(locked.status, 'customer');
        const order = await cancelOrder(trx, locked, {
          by: 'customer',
          userId,
          reason: request.body.reason,
          note: request.body.note,
        });
        // An order still awaiting its payment never reached the business: nobody else to tell.
        if (locked.status !== 'awaiting_payment') await events.recordCancellation(trx, order);
        return { order, locked };
      });
      // A paid order gets its money back; an unpaid one's intent is given up (issue 25).
      await settleCancelledPayment(paymentsOf(context), order, request.log);
      if (locked.status === 'awaiting_payment')
        return { order: { id: order.id, status: order.status, driver_id: order.driver_id } };
      notify({
        id: order.id,
        business_id: locked.business_id,
        user_id: locked.user_id,
        status: order.status,
        driver_id: order.driver_id,
      });
      return { order: { id: order.id, status: order.status, driver_id: order.driver_id } };
    },
  );
}
