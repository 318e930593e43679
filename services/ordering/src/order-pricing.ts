import type { CartLine, OrderQuote } from '@cerca/contracts/orders';
import { type Db, isOpenAt, resolveTimeZone } from '@cerca/db';
import { errors } from '@cerca/service-kit';
import messages from './messages.json';
import {
  findOrderingBusiness,
  type OrderingBusiness,
  type PricingProblem,
  priceCart,
} from './repositories/orders';

const PROBLEMS: Record<PricingProblem, () => Error> = {
  item_unavailable: () => errors.conflict('item_unavailable', messages.itemUnavailable),
  item_of_another_business: () =>
    errors.badRequest('item_of_another_business', messages.itemOfAnotherBusiness),
  variant_not_found: () => errors.badRequest('variant_not_found', messages.variantNotFound),
  variant_required: () => errors.badRequest('variant_required', messages.variantRequired),
};

/**
 * The one pricing path of the quote and the order: the business must exist and be open now in its
 * city's time zone, and every line is priced from the database (refusals in Spanish).
 */
export async function quoteCart(
  db: Db,
  businessId: string,
  lines: CartLine[],
  now: Date = new Date(),
): Promise<{ business: OrderingBusiness; quote: OrderQuote }> {
  const business = await findOrderingBusiness(db, businessId);
  if (!business) throw errors.notFound('business_not_found', messages.businessNotFound);
  if (!isOpenAt(business.schedule, resolveTimeZone(business.time_zone), now))
    throw errors.conflict('business_closed', messages.businessClosed);
  const quote = await priceCart(db, business, lines);
  if (typeof quote === 'string') throw PROBLEMS[quote]();
  return { business, quote };
}
