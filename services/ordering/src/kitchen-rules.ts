import type { KitchenBusiness } from '@cerca/contracts/kitchen-state';
import { nextOpeningAfter, resolveTimeZone } from '@cerca/contracts/opening-hours';

// Issue 25: the kitchen's rules of ordering's own. Whether a business takes orders now is the
// contracts' (kitchen-state.ts: discovery's "Abierto ahora" answers from the same rule); the Menú
// tab shows the same answer the checkout enforces.

/** When "Agotado hoy" ends: the next opening after this one; a day later for a business that never closes. */
export function soldOutUntil(business: Omit<KitchenBusiness, 'paused_until'>, now: Date): Date {
  return (
    nextOpeningAfter(
      business.schedule,
      resolveTimeZone(business.time_zone),
      now,
      business.special_hours ?? undefined,
    ) ?? new Date(now.getTime() + 24 * 60 * 60_000)
  );
}

/** Whether an item marked "Agotado hoy" is still sold out. */
export const isSoldOut = (soldOutUntilText: string | null, now: Date) =>
  soldOutUntilText !== null && new Date(soldOutUntilText).getTime() > now.getTime();
