import {
  type DeliveriesPage,
  type DeliveryFilter,
  deliveriesResponseSchema,
} from '@cerca/contracts/deliveries';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const deliveriesKeys = {
  all: ['driver-deliveries'] as const,
  of: (userId: string) => [...deliveriesKeys.all, userId] as const,
  list: (userId: string, filter: DeliveryFilter) => [...deliveriesKeys.of(userId), filter] as const,
};

/** GET /api/driver/me/deliveries?filter=&cursor= — 'Mis Pedidos', newest first. */
function listDeliveries(filter: DeliveryFilter, cursor: string | null): Promise<DeliveriesPage> {
  const query = new URLSearchParams({ filter });
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`/api/driver/me/deliveries?${query}`, deliveriesResponseSchema);
}

const deliveriesQueryOptions = (userId: string, filter: DeliveryFilter) =>
  infiniteQueryOptions({
    queryKey: deliveriesKeys.list(userId, filter),
    queryFn: ({ pageParam }) => listDeliveries(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export function useDeliveries(userId: string, filter: DeliveryFilter) {
  return useInfiniteQuery({ ...deliveriesQueryOptions(userId, filter), placeholderData: keepPreviousData });
}
