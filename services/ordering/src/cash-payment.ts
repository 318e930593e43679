import { parseMenuPrice, withinMenuPriceMax } from '@cerca/contracts/menu-manager';
import { fromCents, toCents } from '@cerca/db';
import { errors } from '@cerca/service-kit';
import { fill } from './fill';
import messages from './messages.json';

// Issue 25: "¿Con cuánto pagas?". The customer may say the bill a cash order is paid with; it must
// cover the total the server priced, and the change the driver brings is computed here, in cents.

/** The bill ('500.00') and the change ('115.00'), or both null for the exact amount. */
export function cashPayment(
  typed: string | undefined,
  total: string,
): { cash_tendered: string | null; cash_change: string | null } {
  if (typed === undefined || typed.trim() === '') return { cash_tendered: null, cash_change: null };
  const tendered = parseMenuPrice(typed);
  if (tendered === null || !withinMenuPriceMax(tendered))
    throw errors.badRequest('invalid_cash_tendered', messages.invalidCashTendered);
  const change = toCents(tendered) - toCents(total);
  if (change < 0)
    throw errors.badRequest(
      'cash_below_total',
      fill(messages.cashBelowTotal, { tendered: `$${tendered}`, total: `$${total}` }),
    );
  return { cash_tendered: tendered, cash_change: fromCents(change) };
}
