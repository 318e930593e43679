import type { OrderingState, OrdersPause } from './kitchen';
import { type DateHours, isOpenAt, resolveTimeZone } from './opening-hours';

// Issue 25: whether a business takes orders now, one rule for every area. Closed by its hours, or
// paused by its kitchen ("Pausar pedidos"): ordering's Menú tab and checkout, and discovery's
// "Abierto ahora" on the business page and the search cards, all answer from here.

/** What the rule reads of a business. `paused_until` is ISO text, or 'infinity' until reopened. */
export interface KitchenBusiness {
  schedule: Record<string, unknown>;
  /** Special dates that replace the week's hours (absent: none). */
  special_hours?: readonly DateHours[] | null | undefined;
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
  const open = isOpenAt(
    business.schedule,
    resolveTimeZone(business.time_zone),
    now,
    business.special_hours ?? undefined,
  );
  return { state: open ? 'open' : 'closed', paused_until: null };
}

/** "Abierto ahora" as the business page and the search cards say it. */
export function openNow(ordering: OrderingState): { open_now: boolean; orders_paused: boolean } {
  return { open_now: ordering.state === 'open', orders_paused: ordering.state === 'paused' };
}
