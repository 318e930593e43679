import {
  type BusinessOrdersPage,
  businessOrdersResponseSchema,
  type OrderPeriod,
  type PanelOrderStatus,
} from '@cerca/contracts/orders-panel';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export interface OrdersFilter {
  status: PanelOrderStatus | '';
  period: OrderPeriod;
  q: string;
}

/** Every query key of the orders panel, in one place. */
export const ordersPanelKeys = {
  all: ['orders-panel'] as const,
  business: (businessId: string) => [...ordersPanelKeys.all, businessId] as const,
  orders: (businessId: string, filter: OrdersFilter) =>
    [...ordersPanelKeys.business(businessId), 'orders', filter] as const,
  summary: (businessId: string, period: OrderPeriod) =>
    [...ordersPanelKeys.business(businessId), 'summary', period] as const,
  drivers: (businessId: string, q: string, vehicle: string) =>
    [...ordersPanelKeys.business(businessId), 'drivers', q, vehicle] as const,
};

export const businessPath = (businessId: string) =>
  `/api/ordering/businesses/${encodeURIComponent(businessId)}`;

/** GET /api/ordering/businesses/:id/orders — one page, newest first. */
export async function getBusinessOrders(
  businessId: string,
  filter: OrdersFilter,
  cursor: string | null,
): Promise<BusinessOrdersPage> {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.period !== 'all') params.set('period', filter.period);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiFetch(
    `${businessPath(businessId)}/orders${query ? `?${query}` : ''}`,
    businessOrdersResponseSchema,
  );
}

export const businessOrdersQueryOptions = (businessId: string, filter: OrdersFilter) =>
  infiniteQueryOptions({
    queryKey: ordersPanelKeys.orders(businessId, filter),
    queryFn: ({ pageParam }) => getBusinessOrders(businessId, filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export function useBusinessOrders(businessId: string, filter: OrdersFilter) {
  return useInfiniteQuery(businessOrdersQueryOptions(businessId, filter));
}
