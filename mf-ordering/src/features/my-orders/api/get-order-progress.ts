import { type OrderProgress, orderProgressSchema } from '@cerca/contracts/order-progress';
import { apiFetch } from '@cerca/session';
import { useQuery } from '@tanstack/react-query';
import { myOrdersKeys } from './list-my-orders';

/**
 * Under the customer's orders key: the status socket event that refetches My orders refetches the
 * progress too, so the steps and the window move with each change.
 */
export const orderProgressKey = (userId: string, orderId: string) =>
  [...myOrdersKeys.of(userId), 'progress', orderId] as const;

/** GET /api/ordering/me/orders/:id/progress. */
export function useOrderProgress(userId: string, orderId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: orderProgressKey(userId, orderId),
    queryFn: (): Promise<OrderProgress> =>
      apiFetch(`/api/ordering/me/orders/${encodeURIComponent(orderId)}/progress`, orderProgressSchema),
  });
}
