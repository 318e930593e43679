import { errorBodySchema } from '@cerca/contracts';
import {
  ORDER_PERIODS,
  type OrdersSummary,
  ordersPanelPathSchema,
  ordersSummaryQuerySchema,
  ordersSummaryResponseSchema,
  PANEL_ORDER_STATUSES,
} from '@cerca/contracts/orders-panel';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { periodStart } from '../../order-status';
import { panelBusinessOf } from '../../orders-panel-guard';
import { summarizeOrders } from '../../repositories/orders-panel';

/** Sums decimal strings in cents (no float drift). */
const cents = (value: string) => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
};
const money = (value: bigint) => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;

/** GET /businesses/:id/orders/summary — the four cards and the sales summary of a period. */
export async function getOrdersSummaryRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/orders/summary',
    {
      schema: {
        tags: ['orders'],
        summary: "The orders panel's summary cards and sales summary",
        description:
          `Period one of ${ORDER_PERIODS.join(', ')} (default all). Pending = not delivered nor ` +
          'cancelled; revenue and average ticket over the orders not cancelled; the orders a driver ' +
          'may be assigned to (quick-assign). Owner only; others 403.',
        security: [{ bearerAuth: [] }],
        params: ordersPanelPathSchema,
        querystring: ordersSummaryQuerySchema,
        response: { 200: ordersSummaryResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request): Promise<OrdersSummary> => {
      const business = panelBusinessOf(request);
      const since = periodStart(request.query.period, new Date(), business.time_zone);
      const { groups, assignable } = await summarizeOrders(db, business.id, since);
      const count = (status: string) => groups.find((group) => group.status === status)?.count ?? 0;
      const live = groups.filter((group) => group.status !== 'cancelled');
      const liveOrders = live.reduce((sum, group) => sum + group.count, 0);
      const revenue = live.reduce((sum, group) => sum + cents(group.total), 0n);
      const shipping = live.reduce((sum, group) => sum + cents(group.shipping), 0n);
      // Rounded half up to the cent.
      const average = liveOrders === 0 ? 0n : (revenue * 2n + BigInt(liveOrders)) / (2n * BigInt(liveOrders));
      return {
        business: { id: business.id, name: business.name, city_id: business.city_id ?? '' },
        total_orders: groups.reduce((sum, group) => sum + group.count, 0),
        pending_orders: liveOrders - count('delivered'),
        completed_orders: count('delivered'),
        cancelled_orders: count('cancelled'),
        revenue: money(revenue),
        average_ticket: money(average),
        shipping_revenue: money(shipping),
        // An order awaiting its card or OXXO payment is not the business's yet (issue 25).
        by_status: PANEL_ORDER_STATUSES.filter((status) => status !== 'awaiting_payment').map((status) => ({
          status,
          count: count(status),
        })),
        assignable_orders: assignable,
      };
    },
  );
}
