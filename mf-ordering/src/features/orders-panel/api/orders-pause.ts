import { type OrdersPause, type OrdersPauseBody, ordersPauseSchema } from '@cerca/contracts/kitchen';
import { apiFetch } from '@cerca/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const ordersPauseKeys = {
  all: ['orders-pause'] as const,
  of: (businessId: string) => [...ordersPauseKeys.all, businessId] as const,
};

const path = (businessId: string) =>
  `/api/ordering/businesses/${encodeURIComponent(businessId)}/orders-pause`;

export const ordersPauseQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ordersPauseKeys.of(businessId),
    queryFn: () => apiFetch(path(businessId), ordersPauseSchema),
  });

/** GET: whether new orders are paused now, and until when. */
export function useOrdersPause(businessId: string) {
  return useQuery(ordersPauseQueryOptions(businessId));
}

/** PUT with minutes (null: until reopened) pauses; `reopen` (DELETE) takes orders again. */
export function useSetOrdersPause(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrdersPauseBody | 'reopen') =>
      change === 'reopen'
        ? apiFetch(path(businessId), ordersPauseSchema, { method: 'DELETE' })
        : apiFetch(path(businessId), ordersPauseSchema, { method: 'PUT', body: JSON.stringify(change) }),
    onSuccess: (pause: OrdersPause) => queryClient.setQueryData(ordersPauseKeys.of(businessId), pause),
  });
}
