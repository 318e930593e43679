import { LOCALE } from '@cerca/i18n';

/** What the carousel needs of a route to know whether to show it. */
interface Expiring {
  expires_at: string;
}

/**
 * The routes whose 72-hour window is still open at `now`. The server never answers a closed one;
 * this drops a route from a page that stays open past its expiry, at that moment.
 */
export function openRoutes<T extends Expiring>(routes: readonly T[], now: number): T[] {
  return routes.filter((route) => Date.parse(route.expires_at) > now);
}

/** Milliseconds until the next of `routes` closes (null when none will), for one timer, no polling. */
export function msUntilNextClose(routes: readonly Expiring[], now: number): number | null {
  let next: number | null = null;
  for (const route of routes) {
    const left = Date.parse(route.expires_at) - now;
    if (left > 0 && (next === null || left < next)) next = left;
  }
  return next;
}

const dayByZone = new Map<string, Intl.DateTimeFormat>();

/** A route's day as read in its city, e.g. "sábado, 6 de diciembre". */
export function formatRouteDay(value: string, timeZone: string): string {
  let format = dayByZone.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', timeZone });
    dayByZone.set(timeZone, format);
  }
  return format.format(new Date(value));
}
