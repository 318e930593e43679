// Relative times: the demo is always "fresh", computed from the seed's `now`.
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Guadalajara, CDMX and Oaxaca are all UTC-6 all year (no DST since 2022). */
const MX_OFFSET_HOURS = 6;

/** 19:00 local time (UTC-6) `days` after the local date of `now`. */
export function localEvening(now: Date, days: number): Date {
  const local = new Date(now.getTime() - MX_OFFSET_HOURS * HOUR);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, 19 + MX_OFFSET_HOURS),
  );
}
