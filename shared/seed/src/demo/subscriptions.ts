// subscriptions: the demo owner of Tortas Ahogadas El Güero pays Standard through the local payment
// provider, so the premium features (messages, story collections, unlimited posts) can be tried at
// once. Every other demo business stays on Basic (their trials are long over).
import type { DemoContext } from './context';
import { businessId, ownerId } from './ids';
import { demoId } from './random';
import { type TableRows, tableRows } from './table-rows';
import { DAY } from './time';

/** The demo business on a paid plan. */
export const DEMO_STANDARD_BUSINESS = 'gdl-tortas-el-guero';

/** A re-run moves the period end forward, as a monthly renewal would. */
export function buildSubscriptions(ctx: DemoContext): TableRows[] {
  const key = DEMO_STANDARD_BUSINESS;
  const row = {
    id: demoId(`subscription:${key}`),
    user_id: ownerId(key),
    subject: 'business' as const,
    business_id: businessId(key),
    provider: 'local',
    provider_customer_id: `cus_local_${ownerId(key)}`,
    provider_subscription_id: `sub_local_demo_${key}`,
    price_id: 'price_local_business_standard',
    plan_key: 'business_standard',
    status: 'active' as const,
    current_period_end: new Date(ctx.now.getTime() + 20 * DAY),
    cancel_at_period_end: false,
    payment_method_brand: 'visa',
    payment_method_last4: '4242',
    provider_event_at: ctx.ago(10 * DAY),
    created_at: ctx.ago(10 * DAY),
  };
  return [tableRows('subscriptions', [row], ['current_period_end'])];
}
