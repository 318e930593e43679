import { type MySubscriptionsResponse, mySubscriptionsResponseSchema } from '@cerca/contracts/subscriptions';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of the caller's subscriptions, in one place. */
export const subscriptionsKeys = {
  all: ['subscriptions'] as const,
  // Keyed by user: signing in as someone else asks again.
  of: (userId: string) => [...subscriptionsKeys.all, userId] as const,
  /** The subscription one checkout session bought (/subscription/success?session_id=…). */
  checkout: (userId: string, sessionId: string) =>
    [...subscriptionsKeys.of(userId), 'checkout', sessionId] as const,
};

/** GET /api/ordering/subscriptions — the caller's subscriptions, last changed first. */
export async function getMySubscriptions(): Promise<MySubscriptionsResponse> {
  return apiFetch('/api/ordering/subscriptions', mySubscriptionsResponseSchema);
}

export const mySubscriptionsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: subscriptionsKeys.of(userId), queryFn: getMySubscriptions });

export function useMySubscriptions(userId: string, options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...mySubscriptionsQueryOptions(userId), ...options });
}
