import { cancelSubscriptionResponseSchema, type Subscription } from '@cerca/contracts/subscriptions';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionsKeys } from './get-my-subscriptions';

/** POST /api/ordering/subscriptions/:id/cancel — stops the plan at the end of the paid period. */
export async function cancelSubscription(id: string): Promise<Subscription> {
  const answer = await apiFetch(
    `/api/ordering/subscriptions/${encodeURIComponent(id)}/cancel`,
    cancelSubscriptionResponseSchema,
    { method: 'POST' },
  );
  return answer.subscription;
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionsKeys.all }),
  });
}
