import { type StartCheckoutBody, startCheckoutResponseSchema } from '@cerca/contracts/subscriptions';
import { apiFetch } from '@cerca/session';
import { useMutation } from '@tanstack/react-query';

/** POST /api/ordering/subscriptions/checkout — answers the checkout page to go to. */
export async function startCheckout(body: StartCheckoutBody): Promise<{ url: string }> {
  return apiFetch('/api/ordering/subscriptions/checkout', startCheckoutResponseSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
