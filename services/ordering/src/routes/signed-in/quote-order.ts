import { errorBodySchema } from '@cerca/contracts';
import { orderQuoteRequestSchema, orderQuoteSchema } from '@cerca/contracts/orders';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { quoteCart } from '../../order-pricing';

/** POST /orders/quote — the checkout's subtotal, delivery fee and total, priced by the server. */
export async function quoteOrderRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/quote',
    {
      config: { refusals: { unauthorized: messages.signInToOrder } },
      schema: {
        tags: ['orders'],
        summary: 'Price a cart from the menu (nothing is stored)',
        description:
          'line = (item price + variant extra) × quantity; total = subtotal + the business delivery fee + tip. ' +
          'tip: an amount (0 to 5,000; else 400 invalid_tip or tip_too_high) or 10/15/20 percent of the subtotal. ' +
          'Refuses a closed business (409 business_closed), inactive items (409 item_unavailable), ' +
          'items of another business and variants of another item (400), and a total above what the ' +
          'order columns hold (9,999,999,999.99: 400 order_total_too_high). A line that carries a price is 400.',
        security: [{ bearerAuth: [] }],
        body: orderQuoteRequestSchema,
        response: {
          200: orderQuoteSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      (await quoteCart(db, request.body.business_id, request.body.items, request.body.tip)).quote,
  );
}
