import { fromCents, toCents } from '@cerca/db';

interface PricedLine {
  unit_price: string;
  variant_price_extra: string;
  quantity: number;
}

/**
 * The one line-price rule of ordering: (item price + variant extra) × quantity, added in integer
 * cents. The quote and the order price with it, and every answer that shows a stored line's total
 * takes it from here, so the browser never multiplies a price.
 */
export function lineTotalCents(line: PricedLine): number {
  return (toCents(line.unit_price) + toCents(line.variant_price_extra)) * line.quantity;
}

/** A stored order line's total, as the order was priced. */
export function lineTotal(line: PricedLine): string {
  return fromCents(lineTotalCents(line));
}
