import { errorBodySchema } from '@cerca/contracts';
import { orderPathSchema } from '@cerca/contracts/orders-panel';
import { addLateTipBodySchema, type LateTip, lateTipResponseSchema } from '@cerca/contracts/tips';
import { fromCents, toCents } from '@cerca/db';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { assertLateTipOpen } from '../../late-tip-rules';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { paymentsOf } from '../../payments';
import { lockLateTip, recordLateTipOutcome, saveLateTipAsk } from '../../repositories/late-tips';
import { findHelpFacts } from '../../repositories/order-help-reports';
import { findPaymentCustomer } from '../../repositories/order-payments';
import { lockOrder } from '../../repositories/orders-panel';
import { tipCents } from '../../tip-pricing';

/**
 * POST /me/orders/:id/late-tip — "Agregar propina" on a delivered order (issue 25): charged to the
 * saved card on its own, for the driver. The amount is computed here from the choice, as at
 * checkout (a percentage of the order's subtotal).
 */
export async function addLateTipRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/me/orders/:id/late-tip',
    {
      schema: {
        tags: ['orders'],
        summary: 'Tip the driver of one of my delivered orders, charged to my saved card',
        description:
          "The order's customer only (anyone else: 404). 409 'late_tip_not_open' unless a driver " +
          "delivered it; 409 'late_tip_window_closed' 7 days after the delivery; 409 " +
          "'late_tip_already_given' once one succeeded, 'late_tip_pending' while one is charged. 400 " +
          "'card_required' without a saved card. A declined card answers 200 with status 'failed': " +
          'it may be tried again.',
        security: [{ bearerAuth: [] }],
        params: orderPathSchema,
        body: addLateTipBodySchema,
        response: {
          200: lateTipResponseSchema,
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
      const payments = paymentsOf(context);
      const ask = await db.transaction().execute(async (trx) => {
        // The order, then its tip, locked: two taps at once ask once (the second finds it pending).
        const order = await lockOrder(trx, id.toLowerCase());
        if (!order || order.user_id !== userId)
          throw errors.notFound('order_not_found', messages.orderNotFound);
        const { delivered_at } = await findHelpFacts(trx, order.id);
        const existing = await lockLateTip(trx, order.id);
        assertLateTipOpen({ ...order, delivered_at }, existing?.status, new Date());
        const { subtotal_amount } = await trx
          .selectFrom('orders')
          .select('subtotal_amount')
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow();
        const cents = tipCents(request.body.tip, toCents(subtotal_amount));
        if (cents <= 0) throw errors.badRequest('invalid_tip', messages.lateTipZero);
        const customer = await findPaymentCustomer(trx, userId, payments.provider.name);
        if (!customer?.payment_method_id) throw errors.badRequest('card_required', messages.lateTipNeedsCard);
        const attempt = await saveLateTipAsk(trx, {
          orderId: order.id,
          provider: payments.provider.name,
          amount: fromCents(cents),
        });
        return {
          orderId: order.id,
          amountCents: cents,
          attempt,
          saved: { customerId: customer.customer_id, paymentMethodId: customer.payment_method_id },
        };
      });
      // After the commit: the charge is a network call, never made while the order is locked.
      let late: LateTip = { amount: fromCents(ask.amountCents), status: 'pending', failure_code: null };
      try {
        const outcome = await payments.provider.orders.chargeLateTip({ ...ask, userId });
        if (outcome.status !== 'pending')
          await recordLateTipOutcome(db, { ...outcome, status: outcome.status, eventAt: null });
        late = { ...late, status: outcome.status, failure_code: outcome.failureCode };
      } catch (error) {
        // Unknown outcome (the provider did not answer): left pending; its event settles it.
        request.log.error({ err: error, orderId: ask.orderId }, 'late tip charge not confirmed');
      }
      return { late_tip: late };
    },
  );
}
