// Money is numeric(12,2) in MXN. Postgres returns it as an exact decimal string ('129.50'); do
// arithmetic in integer cents, never on floats.

const MONEY_RE = /^-?\d+(\.\d+)?$/;

/**
 * The largest amount a numeric(12,2) column holds, in cents (9,999,999,999.99). A computed total
 * above it cannot be stored: refuse it with a 400 before the insert fails with a 500. Sums of
 * such amounts stay exact in a JS number up to Number.MAX_SAFE_INTEGER (about 900 times this).
 */
export const MONEY_MAX_CENTS = 999_999_999_999;

/** Integer cents of a money value ('129.5' → 12950, 0.1 + 0.2 → 30). Throws on anything else. */
export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim();
  if (!MONEY_RE.test(text)) throw new TypeError(`Not a money amount: ${String(value)}`);
  const negative = text.startsWith('-');
  const [whole = '0', frac = ''] = (negative ? text.slice(1) : text).split('.');
  // Round half away from zero on the third decimal, working on digits so no float creeps in.
  let cents = Number(whole) * 100 + Number(`${frac}00`.slice(0, 2));
  if (Number(frac[2] ?? '0') >= 5) cents += 1;
  return negative ? -cents : cents;
}

/** The numeric(12,2) text of an amount in cents (12950 → '129.50'). */
export function fromCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new TypeError(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A database money value as a JSON number for API responses ('129.50' → 129.5), rounded to cents.
 * null and undefined stay null.
 */
export function toMoney(value: string | number): number;
export function toMoney(value: string | number | null | undefined): number | null;
export function toMoney(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return toCents(value) / 100;
}

/** A value ready to write into a numeric(12,2) column ('129.5', 129.499 → '129.50'). */
export function toMoneyString(value: string | number): string {
  return fromCents(toCents(value));
}
