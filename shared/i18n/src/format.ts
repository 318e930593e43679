import { CURRENCY, LOCALE } from './instance';

/** Spanish (Mexico) weeks start on Monday. */
export const WEEK_STARTS_ON = 1 as const;

/**
 * A formatter made on first use: building an Intl formatter loads its locale data, and four of
 * them at this module's start were a blocking task on every first load of a phone (issue 24),
 * before any page needed one.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const money = lazily(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY }));
const date = lazily(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long' }));
const dateTime = lazily(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short' }));
const relative = lazily(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));

/** Formats an amount in Mexican pesos; accepts the decimal strings the API sends for money. */
export function formatMoney(amount: number | string): string {
  return money().format(typeof amount === 'string' ? Number(amount) : amount);
}

export function formatDate(value: Date | string | number): string {
  return date().format(new Date(value));
}

const dateTimeByZone = new Map<string, Intl.DateTimeFormat>();

/**
 * Date and time in words. With a time zone (a city's), the time is the one on that city's clocks,
 * wherever the reader is: an event at 21:00 in Oaxaca reads 21:00 from anywhere.
 */
export function formatDateTime(value: Date | string | number, timeZone?: string): string {
  if (!timeZone) return dateTime().format(new Date(value));
  let inZone = dateTimeByZone.get(timeZone);
  if (!inZone) {
    inZone = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone });
    dateTimeByZone.set(timeZone, inZone);
  }
  return inZone.format(new Date(value));
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "hace 5 minutos", "ayer", "en 2 días": relative time in Spanish. */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return relative().format(Math.round(seconds / size), unit);
    }
  }
  return relative().format(0, 'second');
}
