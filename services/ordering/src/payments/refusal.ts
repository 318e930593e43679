import { isPaidPlanKey, PAID_PLANS } from '@cerca/contracts/subscriptions';
import type { Db, PaymentEventRefusal } from '@cerca/db';
import { findBusinessOwner } from '../repositories/subscriptions';
import type { SubscriptionState } from './provider';

/**
 * Why an authentic event must not be written, or null. A valid signature proves who sent the
 * event, not that its metadata is true: whoever holds the secret (or a bug in a checkout) must
 * not be able to give a plan to a business of someone else, or a plan that does not exist. Our
 * checkouts only ever send a paid plan of the subscription's subject and a business its buyer
 * owns (start-checkout.ts), so a refusal is always worth an operator's look.
 *
 * A business or person that no longer exists is not refused: a provider's late event for a
 * deleted business is normal, and applySubscriptionState already writes nothing for it.
 */
export async function refusalOf(db: Db, state: SubscriptionState): Promise<PaymentEventRefusal | null> {
  const plan = state.planKey !== null && isPaidPlanKey(state.planKey) ? PAID_PLANS[state.planKey] : null;
  if (!plan || plan.subject !== state.subject) return 'unknown_plan';
  if (state.subject === 'business' && state.businessId) {
    const owner = await findBusinessOwner(db, state.businessId);
    if (owner !== undefined && owner !== state.userId) return 'business_not_owned';
  }
  return null;
}
