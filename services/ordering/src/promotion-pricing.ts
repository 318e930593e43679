import type { OrderQuote } from '@cerca/contracts/orders';
import { fromCents, toCents } from '@cerca/db';
import { bestPromotion, type PromotionCandidate } from './promotion-discount';

/**
 * The promotions' term of the money agreement (issue 25): the best promotion valid now for these
 * lines, its discount and what was applied, and total = subtotal + shipping − discount. The quote
 * and the order both price through here, each on promotions read at its own moment.
 */
export function withPromotion(
  quote: Omit<OrderQuote, 'discount_amount' | 'applied_promotion'>,
  promotions: readonly PromotionCandidate[],
  timeZone: string,
  now: Date,
): OrderQuote {
  const best = bestPromotion(
    promotions,
    {
      lines: quote.items.map((line) => ({
        menu_item_id: line.menu_item_id,
        unit_cents: toCents(line.unit_price) + toCents(line.variant_price_extra),
        quantity: line.quantity,
      })),
      subtotal_cents: toCents(quote.subtotal_amount),
      shipping_cents: toCents(quote.shipping_amount),
    },
    now,
    timeZone,
  );
  const discount = best?.discount_cents ?? 0;
  return {
    ...quote,
    discount_amount: fromCents(discount),
    applied_promotion: best?.applied ?? null,
    total_amount: fromCents(toCents(quote.total_amount) - discount),
  };
}
