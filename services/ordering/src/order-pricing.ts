import { orderingState } from '@cerca/contracts/kitchen-state';
import { resolveTimeZone } from '@cerca/contracts/opening-hours';
import type { CartLine, OrderLine, OrderQuote } from '@cerca/contracts/orders';
import type { TipChoice } from '@cerca/contracts/tips';
import { type Db, fromCents, MONEY_MAX_CENTS, toCents } from '@cerca/db';
import { errors } from '@cerca/service-kit';
import { isSoldOut } from './kitchen-rules';
import { lineTotalCents } from './line-total';
import messages from './messages.json';
import { withPromotion } from './promotion-pricing';
import { type CartContext, loadCartContext, type OrderingBusiness } from './repositories/orders';
import { withTip } from './tip-pricing';

// Pricing (issue 10): every line is priced from the database rows, never from the browser.
// line = (item price + variant extra) × quantity; total = subtotal + the business's delivery fee.
// Money is added in integer cents. The subtotal and total are stored as numeric(12,2): a cart
// whose total exceeds what that holds (many dear lines, a legacy oversized price or delivery fee)
// is refused with a 400 here, never left to fail the insert with a 500. The largest possible sum
// (30 lines × 20 × two amounts of 9,999,999,999.99, in cents) stays below 2^53, so it is exact.

/** Why a cart cannot be priced; each becomes a Spanish refusal. */
type PricingProblem =
  | 'item_unavailable'
  | 'item_sold_out'
  | 'item_of_another_business'
  | 'variant_not_found'
  | 'variant_required'
  | 'order_total_too_high';

const PROBLEMS: Record<PricingProblem, () => Error> = {
  item_unavailable: () => errors.conflict('item_unavailable', messages.itemUnavailable),
  item_sold_out: () => errors.conflict('item_sold_out', messages.itemSoldOut),
  item_of_another_business: () =>
    errors.badRequest('item_of_another_business', messages.itemOfAnotherBusiness),
  variant_not_found: () => errors.badRequest('variant_not_found', messages.variantNotFound),
  variant_required: () => errors.badRequest('variant_required', messages.variantRequired),
  order_total_too_high: () => errors.badRequest('order_total_too_high', messages.orderTotalTooHigh),
};

/**
 * Prices the lines from the menu rows. Inactive or unknown items, items of another business, a
 * variant of another item, an item with variants but none chosen, and a total above what the
 * order's money columns hold are refused.
 */
function priceLines(
  business: Pick<OrderingBusiness, 'id' | 'delivery_fee'>,
  { items, variants }: Pick<CartContext, 'items' | 'variants'>,
  lines: CartLine[],
  now: Date,
): Omit<OrderQuote, 'discount_amount' | 'applied_promotion'> | PricingProblem {
  const itemById = new Map(items.map((item) => [item.id, item]));
  const priced: OrderLine[] = [];
  let subtotal = 0;
  for (const line of lines) {
    const item = itemById.get(line.menu_item_id);
    if (!item) return 'item_unavailable';
    if (item.business_id !== business.id) return 'item_of_another_business';
    if (!item.active) return 'item_unavailable';
    if (isSoldOut(item.sold_out_until, now)) return 'item_sold_out';
    const own = variants.filter((variant) => variant.menu_item_id === item.id);
    const variantId = line.variant_id ?? null;
    const variant = variantId === null ? undefined : own.find((candidate) => candidate.id === variantId);
    if (variantId !== null && !variant) return 'variant_not_found';
    if (variantId === null && own.length > 0) return 'variant_required';
    const unit = toCents(item.price);
    const extra = variant ? toCents(variant.price_extra) : 0;
    const lineTotal = lineTotalCents({
      unit_price: item.price,
      variant_price_extra: variant?.price_extra ?? '0',
      quantity: line.quantity,
    });
    subtotal += lineTotal;
    priced.push({
      menu_item_id: item.id,
      variant_id: variant?.id ?? null,
      item_name: item.name,
      variant_name: variant?.name ?? null,
      quantity: line.quantity,
      unit_price: fromCents(unit),
      variant_price_extra: fromCents(extra),
      line_total: fromCents(lineTotal),
      notes: line.notes ? line.notes : null,
    });
  }
  const shipping = toCents(business.delivery_fee);
  if (subtotal + shipping > MONEY_MAX_CENTS) return 'order_total_too_high';
  return {
    business_id: business.id,
    items: priced,
    subtotal_amount: fromCents(subtotal),
    shipping_amount: fromCents(shipping),
    tip_amount: '0.00',
    total_amount: fromCents(subtotal + shipping),
  };
}

/**
 * The one pricing rule of the quote and the order, on rows already read: the business must exist,
 * be open now in its city's time zone and not paused by its kitchen, and every line must price
 * (an item "Agotado hoy" does not; refusals in Spanish).
 */
export function priceCart(
  context: CartContext,
  lines: CartLine[],
  now: Date = new Date(),
  tip?: TipChoice,
): { business: OrderingBusiness; quote: OrderQuote } {
  const { business } = context;
  if (!business) throw errors.notFound('business_not_found', messages.businessNotFound);
  const { state } = orderingState(business, now);
  if (state === 'paused') throw errors.conflict('orders_paused', messages.ordersPaused);
  if (state === 'closed') throw errors.conflict('business_closed', messages.businessClosed);
  const quote = priceLines(business, context, lines, now);
  if (typeof quote === 'string') throw PROBLEMS[quote]();
  const timeZone = resolveTimeZone(business.time_zone);
  // The promotion first (it takes off food or delivery), then the tip on top (the driver's; a
  // percentage tip is of the subtotal before any discount).
  return { business, quote: withTip(withPromotion(quote, context.promotions, timeZone, now), tip) };
}

/** Reads what the cart needs and prices it (POST /orders/quote). */
export async function quoteCart(
  db: Db,
  businessId: string,
  lines: CartLine[],
  tip?: TipChoice,
): Promise<{ business: OrderingBusiness; quote: OrderQuote }> {
  const context = await loadCartContext(
    db,
    businessId,
    lines.map((line) => line.menu_item_id),
  );
  return priceCart(context, lines, new Date(), tip);
}
