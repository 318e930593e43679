import { errorBodySchema } from '@cerca/contracts';
import {
  localPaymentActionParamsSchema,
  type OrderPaymentPage,
  orderPaymentPageSchema,
  payOrderByCardBodySchema,
} from '@cerca/contracts/order-payment';
import { orderPathSchema } from '@cerca/contracts/orders-panel';
import { recordOrderChange } from '@cerca/deliveries';
import { outboxEvent, recordEvents } from '@cerca/queues';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { releaseIntent, UNPAID_PAYMENT_STATUSES } from '../../order-payment-release';
import { chargeSavedCardAgain, startOrderPayment } from '../../order-payment-start';
import { paymentsOf } from '../../payments';
import {
  findPaymentCustomer,
  findPaymentRow,
  paymentOfRow,
  savedCardOf,
} from '../../repositories/order-payments';
import { findProfileEmail } from '../../repositories/subscriptions';

// Issue 25: the customer's payment page of a card or OXXO order (/my-orders?pay=<order>): its
// state, "Pagar" with the saved card (or, under the local provider, a typed test card), "Pagar en
// efectivo" after a decline, and the local provider's simulations (3-D Secure, OXXO paid or
// expired). Every outcome is an event through POST /payments/webhook; these routes only start it.

export async function orderPaymentRoutes(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** The customer's own order (anyone else: 404) with its payment. */
  async function pageOf(orderId: string, userId: string): Promise<OrderPaymentPage> {
    if (!isUuid(orderId)) throw errors.notFound('order_not_found', messages.orderNotFound);
    const order = await db
      .selectFrom('orders')
      .innerJoin('businesses', 'businesses.id', 'orders.business_id')
      .select([
        'orders.id',
        'orders.status',
        'orders.payment_method',
        'orders.user_id',
        'orders.total_amount',
        'businesses.name',
      ])
      .where('orders.id', '=', orderId.toLowerCase())
      .executeTakeFirst();
    if (!order || order.user_id !== userId) throw errors.notFound('order_not_found', messages.orderNotFound);
    const payments = paymentsOf(context);
    const [row, customer] = await Promise.all([
      findPaymentRow(db, order.id),
      findPaymentCustomer(db, userId, payments.provider.name),
    ]);
    return {
      order_id: order.id,
      business_name: order.name,
      status: order.status,
      payment_method: order.payment_method,
      payment: row ? paymentOfRow(row) : null,
      saved_card: savedCardOf(customer),
      local: payments.local !== null,
    };
  }

  /** The order's open payment (awaiting, not paid): 409 otherwise. */
  async function openPayment(orderId: string, userId: string) {
    const page = await pageOf(orderId, userId);
    const row = await findPaymentRow(db, page.order_id);
    if (
      page.status !== 'awaiting_payment' ||
      !row ||
      !(UNPAID_PAYMENT_STATUSES as readonly string[]).includes(row.status)
    )
      throw errors.conflict('payment_not_open', messages.orderPaymentNotOpen);
    return { page, row };
  }

  const pageResponse = {
    200: orderPaymentPageSchema,
    400: errorBodySchema,
    401: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
  };

  typed.get(
    '/me/orders/:id/payment',
    {
      schema: {
        tags: ['orders'],
        summary: 'The payment of one of my card or OXXO orders',
        security: [{ bearerAuth: [] }],
        params: orderPathSchema,
        response: pageResponse,
      },
    },
    async (request) => pageOf(request.params.id, request.user!.id),
  );

  typed.post(
    '/me/orders/:id/payment/card',
    {
      schema: {
        tags: ['orders'],
        summary: 'Pay an awaiting card order: with the saved card, or a test card number (local provider)',
        description:
          'The outcome (paid, 3-D Secure, declined) arrives as a webhook event: read the page again. ' +
          '409 payment_not_open when the order no longer waits for a payment; 400 without a card to use.',
        security: [{ bearerAuth: [] }],
        params: orderPathSchema,
        body: payOrderByCardBodySchema,
        response: pageResponse,
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { page, row } = await openPayment(request.params.id, userId);
      if (row.method !== 'card') throw errors.conflict('payment_not_open', messages.orderPaymentNotOpen);
      const payments = paymentsOf(context);
      const order = {
        orderId: page.order_id,
        userId,
        email: await findProfileEmail(db, userId),
        method: 'card' as const,
        total: row.amount,
      };
      try {
        if (!row.payment_intent_id) await startOrderPayment(db, payments, order);
        const fresh = await findPaymentRow(db, page.order_id);
        if (request.body.card_number && payments.local && fresh)
          await payments.local.orders.payWithCard(fresh, userId, request.body.card_number);
        else if (!(await chargeSavedCardAgain(db, payments, order)))
          throw errors.badRequest('card_required', messages.orderPaymentNeedsCard);
      } catch (error) {
        if (error instanceof Error && 'statusCode' in error) throw error;
        request.log.error({ err: error, orderId: page.order_id }, 'card payment not started');
        throw errors.conflict('payment_unavailable', messages.orderPaymentUnavailable);
      }
      return pageOf(page.order_id, userId);
    },
  );

  typed.post(
    '/me/orders/:id/payment/cash',
    {
      schema: {
        tags: ['orders'],
        summary: "'Pagar en efectivo' after a declined card: the order goes to the business as cash",
        description:
          'Only while awaiting with no payment under way (declined, or not yet paid); else 409 payment_not_open.',
        security: [{ bearerAuth: [] }],
        params: orderPathSchema,
        response: pageResponse,
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { page } = await openPayment(request.params.id, userId);
      const released = await db.transaction().execute(async (trx) => {
        // The order, then its payment, locked as the webhook locks them: a payment succeeding at
        // this moment either happened first (then this is refused) or finds the card given up.
        const order = await trx
          .selectFrom('orders')
          .innerJoin('businesses', 'businesses.id', 'orders.business_id')
          .select(['orders.id', 'orders.status', 'orders.business_id', 'businesses.owner_id'])
          .where('orders.id', '=', page.order_id)
          .forUpdate('orders')
          .executeTakeFirstOrThrow();
        const payment = await trx
          .selectFrom('order_payments')
          .select(['status', 'payment_intent_id'])
          .where('order_id', '=', order.id)
          .forUpdate()
          .executeTakeFirst();
        if (
          order.status !== 'awaiting_payment' ||
          (payment && payment.status !== 'failed' && payment.status !== 'requires_payment_method')
        )
          throw errors.conflict('payment_not_open', messages.orderPaymentNotOpen);
        await trx
          .updateTable('order_payments')
          .set({ status: 'canceled' })
          .where('order_id', '=', order.id)
          .execute();
        await trx
          .updateTable('orders')
          .set({ status: 'pending', payment_method: 'cash', placed_at: new Date() })
          .where('id', '=', order.id)
          .execute();
        await recordOrderChange(trx, {
          order_id: order.id,
          from_status: 'awaiting_payment',
          to_status: 'pending',
          actor: 'customer',
          actor_id: userId,
          reason: null,
          note: null,
        });
        await recordEvents(trx, [
          outboxEvent('order.created', {
            orderId: order.id,
            businessId: order.business_id,
            ownerId: order.owner_id,
          }),
        ]);
        return payment?.payment_intent_id ? { orderId: order.id, intentId: payment.payment_intent_id } : null;
      });
      // The card's page may still be open: its intent is given up, and a payment that gets in
      // anyway is refunded by its event (the order is no longer waiting for it).
      await releaseIntent(paymentsOf(context), released, request.log);
      return pageOf(page.order_id, userId);
    },
  );

  typed.post(
    '/me/orders/:id/payment/local/:action',
    {
      schema: {
        tags: ['orders'],
        summary: "The local provider's test page: 'Autenticar' (3-D Secure) and OXXO paid or expired",
        description: 'PAYMENTS_PROVIDER=local only (else 404). Each sends the signed event a provider would.',
        security: [{ bearerAuth: [] }],
        params: localPaymentActionParamsSchema,
        response: pageResponse,
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const local = paymentsOf(context).local;
      if (!local) throw errors.notFound('order_not_found', messages.orderNotFound);
      const { page, row } = await openPayment(request.params.id, userId);
      const { action } = request.params;
      if (action === 'authenticate' || action === 'fail_authentication')
        await local.orders.authenticate(row, userId, action === 'authenticate');
      else await local.orders.settleVoucher(row, userId, action === 'pay_voucher');
      return pageOf(page.order_id, userId);
    },
  );
}
