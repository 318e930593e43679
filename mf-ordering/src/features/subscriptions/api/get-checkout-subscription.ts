import { type CheckoutSubscription, checkoutSubscriptionSchema } from '@cerca/contracts/subscriptions';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionsKeys } from './get-my-subscriptions';

/** How often /subscription/success asks again while the provider's webhook has not arrived. */
const CHECKOUT_POLL_MS = 2000;

/**
 * GET /api/ordering/subscriptions/checkout/:session_id — the subscription that checkout session
 * bought (`confirmed`), or `pending` until the provider's checkout.session.completed is processed.
 */
export async function getCheckoutSubscription(sessionId: string): Promise<CheckoutSubscription> {
  return apiFetch(
    `/api/ordering/subscriptions/checkout/${encodeURIComponent(sessionId)}`,
    checkoutSubscriptionSchema,
  );
}

export const checkoutSubscriptionQueryOptions = (userId: string, sessionId: string) =>
  queryOptions({
    queryKey: subscriptionsKeys.checkout(userId, sessionId),
    queryFn: () => getCheckoutSubscription(sessionId),
  });

/** Asks again every CHECKOUT_POLL_MS while the answer is pending and `polling` holds. */
export function useCheckoutSubscription(userId: string, sessionId: string, polling: boolean) {
  return useQuery({
    ...checkoutSubscriptionQueryOptions(userId, sessionId),
    staleTime: 0,
    refetchInterval: (query) => (polling && query.state.data?.state === 'pending' ? CHECKOUT_POLL_MS : false),
  });
}
