import {
  myOrderRatingsSchema,
  type OrderRating,
  type OrderRatingBody,
  orderRatingSchema,
} from '@cerca/contracts/order-ratings';
import { apiFetch } from '@cerca/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const orderRatingsKeys = {
  all: ['my-order-ratings'] as const,
  of: (userId: string) => [...orderRatingsKeys.all, userId] as const,
};

/** GET /api/ordering/me/order-ratings — the ratings the customer gave, newest first. */
export const orderRatingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: orderRatingsKeys.of(userId),
    queryFn: () => apiFetch('/api/ordering/me/order-ratings', myOrderRatingsSchema),
  });

export function useMyOrderRatings(userId: string) {
  return useQuery(orderRatingsQueryOptions(userId));
}

/** POST /api/ordering/me/orders/:id/rating — "Califica tu pedido". */
export function rateOrder(orderId: string, body: OrderRatingBody): Promise<OrderRating> {
  return apiFetch(`/api/ordering/me/orders/${encodeURIComponent(orderId)}/rating`, orderRatingSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useRateOrder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: OrderRatingBody }) => rateOrder(orderId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderRatingsKeys.of(userId) }),
  });
}
