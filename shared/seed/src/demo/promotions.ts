// business_global_messages: promotions, events and announcements that expire in days.
import type { DemoContext } from './context';
import { DEMO_PROMOTIONS } from './data/events';
import { businessId } from './ids';
import { demoId } from './random';
import { type TableRows, tableRows } from './table-rows';
import { DAY, HOUR } from './time';

/** A re-run moves `expires_at` forward so the promotions stay current. */
export function buildPromotions(ctx: DemoContext): TableRows[] {
  const rows = DEMO_PROMOTIONS.map((p, n) => ({
    id: demoId(`promotion:${p.business}:${n}`),
    business_id: businessId(p.business),
    title: p.title,
    message: p.message,
    type: p.type,
    is_premium_only: p.premiumOnly,
    created_at: ctx.ago(2 * DAY),
    expires_at: new Date(ctx.now.getTime() + p.days * DAY - HOUR),
  }));
  return [tableRows('business_global_messages', rows, ['expires_at'])];
}
