import { type MyOrdersPage, myOrdersPageSchema, type OrderStatus } from '@cerca/contracts/orders';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots';

export interface MyOrdersFilters {
  q: string;
  status: OrderStatus | '';
}

/** Every query key of this resource, in one place. */
export const myOrdersKeys = {
  all: queryRoots.myOrders,
  /** Everything of one customer's: the lists and each order's progress (one refetch for both). */
  of: (userId: string) => [...myOrdersKeys.all, userId] as const,
  /** The paged lists alone, whatever their filters: the only entries shaped as pages of orders. */
  lists: (userId: string) => [...myOrdersKeys.of(userId), 'list'] as const,
  list: (userId: string, filters: MyOrdersFilters) => [...myOrdersKeys.lists(userId), filters] as const,
};

/** GET /api/ordering/me/orders?q=&status=&cursor= — the caller's orders, newest first. */
export function listMyOrders(filters: MyOrdersFilters, cursor: string | null): Promise<MyOrdersPage> {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.status) query.set('status', filters.status);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return apiFetch(`/api/ordering/me/orders${text ? `?${text}` : ''}`, myOrdersPageSchema);
}

export const myOrdersQueryOptions = (userId: string, filters: MyOrdersFilters) =>
  infiniteQueryOptions({
    queryKey: myOrdersKeys.list(userId, filters),
    queryFn: ({ pageParam }) => listMyOrders(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export function useMyOrders(userId: string, filters: MyOrdersFilters) {
  return useInfiniteQuery({ ...myOrdersQueryOptions(userId, filters), placeholderData: keepPreviousData });
}
