import type { CheckoutSubscription, Subscription } from '@cerca/contracts/subscriptions';

/** What /subscription/success shows for the checkout session the provider returned with. */
export type CheckoutResult =
  /** The provider's webhook has not arrived yet: the page keeps asking. */
  | { view: 'confirming' }
  /** 'Pago Exitoso' with the plan that session bought. */
  | { view: 'paid'; subscription: Subscription }
  /** Bought then, but no longer active (ended, or its payment is not settled). */
  | { view: 'inactive' }
  /** No session, someone else's, a failed fetch, or no webhook within the wait. */
  | { view: 'not-found' };

export function checkoutResultOf(
  answer: CheckoutSubscription | undefined,
  { failed, waiting }: { failed: boolean; waiting: boolean },
): CheckoutResult {
  if (answer?.state === 'confirmed')
    return answer.subscription.active
      ? { view: 'paid', subscription: answer.subscription }
      : { view: 'inactive' };
  return failed || !waiting ? { view: 'not-found' } : { view: 'confirming' };
}

/**
 * The label of the period end: the next charge, or, when the plan is cancelled at the period end,
 * the day it ends (no charge follows).
 */
export const periodEndLabelOf = (subscription: Subscription) =>
  subscription.cancel_at_period_end ? 'subscriptions.success.endsOn' : 'subscriptions.success.nextBilling';
