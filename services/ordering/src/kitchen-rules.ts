import type { OrderingState, OrdersPause } from '@cerca/contracts/kitchen';
import { type DateHours, isOpenAt, nextOpeningAfter, resolveTimeZone } from '@cerca/contracts/opening-hours';

// Issue 25: whether a business takes orders now. Closed by its hours, or paused by its kitchen
// ("Pausar pedidos"); the Menú tab shows the same answer the checkout enforces.

/** What the rule reads of a business. `paused_until` is ISO text, or 'infinity' until reopened. */
export interface KitchenBusiness {
  schedule: Record<string, unknown>;
  /** Special dates that replace the week's hours (absent: none). */
  special_hours?: readonly DateHours[];
  time_zone: string | null;
  paused_until: string | null;
}

/** Whether "Pausar pedidos" holds at `now`, and until when (null: until reopened). */
export function ordersPause(pausedUntil: string | null, now: Date): OrdersPause {
  if (pausedUntil === 'infinity') return { paused: true, paused_until: null };
  const until = pausedUntil === null ? null : new Date(pausedUntil);
  return until !== null && until.getTime() > now.getTime()
    ? { paused: true, paused_until: until.toISOString() }
    : { paused: false, paused_until: null };
}

/** Paused first (the owner said so), then the hours. */
export function orderingState(business: KitchenBusiness, now: Date): OrderingState {
  const pause = ordersPause(business.paused_until, now);
  if (pause.paused) return { state: 'paused', paused_until: pause.paused_until };
  const open = isOpenAt(business.schedule, resolveTimeZone(business.time_zone), now, business.special_hours);
  return { state: open ? 'open' : 'closed', paused_until: null };
}

/** When "Agotado hoy" ends: the next opening after this one; a day later for a business that never closes. */
export function soldOutUntil(business: Omit<KitchenBusiness, 'paused_until'>, now: Date): Date {
  return (
    nextOpeningAfter(business.schedule, resolveTimeZone(business.time_zone), now, business.special_hours) ??
    new Date(now.getTime() + 24 * 60 * 60_000)
  );
}

/** Whether an item marked "Agotado hoy" is still sold out. */
export const isSoldOut = (soldOutUntilText: string | null, now: Date) =>
  soldOutUntilText !== null && new Date(soldOutUntilText).getTime() > now.getTime();
