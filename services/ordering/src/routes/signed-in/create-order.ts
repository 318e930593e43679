import { createHash, randomUUID } from 'node:crypto';
import { errorBodySchema } from '@cerca/contracts';
import { type CreateOrderRequest, createOrderRequestSchema } from '@cerca/contracts/order-request';
import { type Order, orderSchema } from '@cerca/contracts/orders';
import { outboxValues } from '@cerca/queues';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { cashPayment } from '../../cash-payment';
import { resolveDestination } from '../../delivery-destination';
import messages from '../../messages.json';
import { startOrderPayment } from '../../order-payment-start';
import { priceCart } from '../../order-pricing';
import { paymentsOf } from '../../payments';
import { findOrder, insertCashOrder, loadCartContext } from '../../repositories/orders';
import { findProfileEmail } from '../../repositories/subscriptions';

/** The request without its key, in a fixed shape: a replay is the same request only if this matches. */
function hashOf(body: CreateOrderRequest): string {
  const canonical = {
    business_id: body.business_id,
    items: body.items.map((line) => [
      line.menu_item_id,
      line.variant_id ?? null,
      line.quantity,
      line.notes ?? '',
    ]),
    address_id: body.address_id ?? null,
    address: body.address ?? null,
    delivery_notes: body.delivery_notes ?? '',
    contact_phone: body.contact_phone,
    cash_tendered: body.cash_tendered ?? '',
    tip: body.tip ?? null,
    payment_method: body.payment_method ?? 'cash',
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * POST /orders — a cash-on-delivery order, priced from the database, status pending. The same
 * idempotency key answers the same order (201, same body); with a different request, 409. The
 * order's 'order.created' event (the panel's order:created and the owner's notification) is stored
 * with it, in the same statement: the jobs service's outbox relay publishes it, even when Redis was
 * away at this moment (issue 22).
 */
export async function createOrderRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders',
    {
      config: { refusals: { unauthorized: messages.signInToOrder } },
      schema: {
        tags: ['orders'],
        summary: 'Place a cash-on-delivery order (idempotent by idempotency_key)',
        description:
          'The server prices every line; the body carries no price (a price or total is 400). ' +
          'Same key and same body: the same order again. Same key, other body: 409 idempotency_key_reused. ' +
          'A total above 9,999,999,999.99 is 400 order_total_too_high (priced before anything is stored). ' +
          "The address: address_id (one of the customer's saved addresses; another's is 404 address_not_found) " +
          "or address (typed), exactly one. Another city than the business's, or a typed postal code of another " +
          "state, is 409 address_outside_city; outside the business's zone, 409 outside_delivery_zone. " +
          "cash_tendered ('500', '500.50'): the bill it is paid with, at least the total (else 400 " +
          'cash_below_total, or invalid_cash_tendered); the answer has cash_change. tip: as in the quote; ' +
          'the total includes tip_amount. ' +
          "payment_method: 'cash' (default), 'card' or 'oxxo' (issue 25): a card or OXXO order is " +
          "'awaiting_payment' until the provider's webhook confirms it; payment.next_action_url is " +
          'where the browser goes next (card form, 3-D Secure, voucher).',
        security: [{ bearerAuth: [] }],
        body: createOrderRequestSchema,
        response: {
          201: orderSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const userId = request.user!.id;
      const requestHash = hashOf(body);
      const orderOf = async (id: string) => {
        const order = await findOrder(db, id);
        if (!order) throw errors.notFound('order_not_found', messages.orderNotFound);
        return order;
      };
      const replay = async (existing: { id: string; request_hash: string | null }) => {
        if (existing.request_hash !== requestHash)
          throw errors.conflict('idempotency_key_reused', messages.idempotencyKeyReused);
        return reply.status(201).send(await orderOf(existing.id));
      };
      // Two round trips on the way to a new order: this read (replay check, business, menu rows)
      // and the insert.
      const cart = await loadCartContext(
        db,
        body.business_id,
        body.items.map((line) => line.menu_item_id),
        { userId, idempotencyKey: body.idempotency_key },
        body.address_id ? { userId, addressId: body.address_id } : undefined,
      );
      if (cart.earlier) return replay(cart.earlier);

      const { business, quote } = priceCart(cart, body.items, new Date(), body.tip);
      const paymentMethod = body.payment_method ?? 'cash';
      // Only cash takes "¿Con cuánto pagas?"; a card or OXXO charge is the stored total.
      const cash =
        paymentMethod === 'cash'
          ? cashPayment(body.cash_tendered, quote.total_amount)
          : { cash_tendered: null, cash_change: null };
      const destination = resolveDestination(business, {
        address: body.address,
        saved: cart.savedAddress,
        wantsSaved: body.address_id !== undefined,
      });
      const orderId = randomUUID();
      const saved = await insertCashOrder(db, {
        id: orderId,
        event: outboxValues('order.created', {
          orderId,
          businessId: business.id,
          ownerId: business.owner_id,
        }),
        userId,
        idempotencyKey: body.idempotency_key,
        requestHash,
        quote,
        deliveryAddress: destination.line,
        deliveryCityId: destination.cityId,
        deliveryPostalCode: destination.postalCode,
        deliveryNeighborhood: destination.neighborhood,
        deliveryNotes: body.delivery_notes ? body.delivery_notes : null,
        contactPhone: body.contact_phone,
        cashTendered: cash.cash_tendered,
        paymentMethod,
      });
      if (!saved.created) return replay(saved);
      if (paymentMethod !== 'cash') {
        // Card or OXXO (issue 25): the payment starts now; the order answers with its next step.
        await startOrderPayment(db, paymentsOf(context), {
          orderId: saved.id,
          userId,
          email: await findProfileEmail(db, userId),
          method: paymentMethod,
          total: quote.total_amount,
        }).catch((error: unknown) =>
          request.log.error({ err: error, orderId: saved.id }, 'payment not started: the order page retries'),
        );
        return reply.status(201).send(await orderOf(saved.id));
      }
      // Built from what was just stored (the same shape findOrder reads back for a replay).
      const order: Order = {
        id: saved.id,
        business: {
          id: business.id,
          name: business.name,
          category: business.category,
          owner_id: business.owner_id,
          photo_url: business.photo_url,
        },
        user_id: userId,
        driver_id: null,
        status: 'pending',
        items: quote.items.map((line, index) => ({ ...line, id: saved.lineIds[index] })),
        subtotal_amount: quote.subtotal_amount,
        shipping_amount: quote.shipping_amount,
        discount_amount: quote.discount_amount,
        applied_promotion: quote.applied_promotion,
        total_amount: quote.total_amount,
        tip_amount: quote.tip_amount,
        delivery_address: destination.line,
        delivery_notes: body.delivery_notes ? body.delivery_notes : null,
        contact_phone: body.contact_phone,
        ...cash,
        payment_method: 'cash',
        payment: null,
        cancelled_by: null,
        cancel_reason: null,
        cancel_note: null,
        created_at: saved.created_at.toISOString(),
        updated_at: saved.updated_at.toISOString(),
      };
      return reply.status(201).send(order);
    },
  );
}
