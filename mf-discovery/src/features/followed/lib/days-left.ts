const DAY_MS = 24 * 60 * 60 * 1000;

/** What an announcement's card says about its end: 'Último día', or the days still left. */
export type Deadline = { kind: 'lastDay' } | { kind: 'days'; days: number };

/**
 * Spec 02 §4: an announcement is active until expires_at and shows the days remaining, 'Último
 * día' when one day or less is left. Days are whole 24-hour periods rounded up: 25 hours left are
 * 2 days, 24 hours or less the last day (also for one already past, which the server never lists).
 */
export function deadlineOf(expiresAt: string | Date, now: number): Deadline {
  const left = new Date(expiresAt).getTime() - now;
  if (!(left > DAY_MS)) return { kind: 'lastDay' };
  return { kind: 'days', days: Math.ceil(left / DAY_MS) };
}
