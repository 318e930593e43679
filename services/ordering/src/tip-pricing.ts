import { parseMenuPrice } from '@cerca/contracts/menu-manager';
import type { OrderQuote } from '@cerca/contracts/orders';
import { TIP_MAX, type TipChoice } from '@cerca/contracts/tips';
import { fromCents, MONEY_MAX_CENTS, toCents } from '@cerca/db';
import { errors } from '@cerca/service-kit';
import { fill } from './fill';
import messages from './messages.json';

// Issue 25: "Propina para tu repartidor". The tip is the quote's own term of the total
// (total = subtotal + shipping + tip; the money agreement), computed here in integer cents:
// an amount as typed, or a percentage of the subtotal rounded to the nearest cent.

/** The tip in cents for a choice on this subtotal; absent is no tip. */
export function tipCents(choice: TipChoice | undefined, subtotalCents: number): number {
  if (!choice) return 0;
  if (choice.kind === 'percent') return Math.round((subtotalCents * choice.percent) / 100);
  const amount = choice.amount === '' ? '0' : choice.amount;
  const parsed = parseMenuPrice(amount, { allowZero: true });
  if (parsed === null) throw errors.badRequest('invalid_tip', messages.invalidTip);
  const cents = toCents(parsed);
  if (cents > toCents(TIP_MAX))
    throw errors.badRequest('tip_too_high', fill(messages.tipTooHigh, { max: `$${TIP_MAX}` }));
  return cents;
}

/** The quote with the tip added to its total (refused if the total no longer fits the columns). */
export function withTip(quote: OrderQuote, choice: TipChoice | undefined): OrderQuote {
  const tip = tipCents(choice, toCents(quote.subtotal_amount));
  const total = toCents(quote.total_amount) - toCents(quote.tip_amount) + tip;
  if (total > MONEY_MAX_CENTS) throw errors.badRequest('order_total_too_high', messages.orderTotalTooHigh);
  return { ...quote, tip_amount: fromCents(tip), total_amount: fromCents(total) };
}
