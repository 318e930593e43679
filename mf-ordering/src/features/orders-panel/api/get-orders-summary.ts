import {
  type OrderPeriod,
  type OrdersSummary,
  ordersSummaryResponseSchema,
} from '@cerca/contracts/orders-panel';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessPath, ordersPanelKeys } from './get-business-orders';

/** GET /api/ordering/businesses/:id/orders/summary — the four cards and the sales summary. */
export async function getOrdersSummary(businessId: string, period: OrderPeriod): Promise<OrdersSummary> {
  const query = period === 'all' ? '' : `?period=${period}`;
  return apiFetch(`${businessPath(businessId)}/orders/summary${query}`, ordersSummaryResponseSchema);
}

export const ordersSummaryQueryOptions = (businessId: string, period: OrderPeriod) =>
  queryOptions({
    queryKey: ordersPanelKeys.summary(businessId, period),
    queryFn: () => getOrdersSummary(businessId, period),
  });

export function useOrdersSummary(businessId: string, period: OrderPeriod) {
  return useQuery(ordersSummaryQueryOptions(businessId, period));
}
