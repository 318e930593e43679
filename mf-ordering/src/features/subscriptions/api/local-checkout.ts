import {
  type LocalCheckout,
  localCheckoutSchema,
  payLocalCheckoutResponseSchema,
} from '@cerca/contracts/subscriptions';
import { apiFetch } from '@cerca/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { subscriptionsKeys } from './get-my-subscriptions';

export const localCheckoutKeys = {
  all: ['local-checkout'] as const,
  of: (id: string) => [...localCheckoutKeys.all, id] as const,
};

/** GET /api/ordering/payments/local/checkouts/:id — the local provider's open checkout. */
export async function getLocalCheckout(id: string): Promise<LocalCheckout> {
  return apiFetch(`/api/ordering/payments/local/checkouts/${encodeURIComponent(id)}`, localCheckoutSchema);
}

export function useLocalCheckout(id: string) {
  return useQuery({
    ...queryOptions({ queryKey: localCheckoutKeys.of(id), queryFn: () => getLocalCheckout(id) }),
    retry: false,
  });
}

/** POST …/pay — answers the success page to go to. */
export async function payLocalCheckout(id: string, cardNumber: string): Promise<{ url: string }> {
  return apiFetch(
    `/api/ordering/payments/local/checkouts/${encodeURIComponent(id)}/pay`,
    payLocalCheckoutResponseSchema,
    {
      method: 'POST',
      body: JSON.stringify({ card_number: cardNumber }),
    },
  );
}

export function usePayLocalCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardNumber: string) => payLocalCheckout(id, cardNumber),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsKeys.all }),
  });
}
