import {
  canAssignDriver,
  nextOrderStatus,
  type OrderPeriod,
  type PanelOrderStatus,
} from '@cerca/contracts/orders-panel';
import { errors } from '@cerca/service-kit';
import messages from './messages.json';

// The order status machine of spec 02 §4 as the server enforces it: pending → preparing →
// looking_for_driver → on_the_way → delivered, one step at a time, by the business's owner only.
// 'Asignar Repartidor' (driver_id + on_the_way + a driver_orders row 'accepted') only from
// preparing or looking_for_driver and only while no driver has the order.

export { canAssignDriver, nextOrderStatus };

/** 409 'invalid_status_transition' unless `requested` is the one next state of `current`. */
export function assertNextStatus(current: PanelOrderStatus, requested: PanelOrderStatus): void {
  if (nextOrderStatus(current) !== requested) {
    throw errors.conflict('invalid_status_transition', messages.invalidStatusTransition);
  }
}

/** 409 'cannot_assign_driver' unless the order may get a driver now. */
export function assertAssignable(order: { status: PanelOrderStatus; driver_id: string | null }): void {
  if (!canAssignDriver(order)) throw errors.conflict('cannot_assign_driver', messages.cannotAssignDriver);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Minutes east of UTC of `timeZone` at `at` (e.g. -360 for America/Mexico_City). */
function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

/**
 * The lower bound of a period filter (spec 02 §9): 'today' from midnight in the city's time
 * zone, 'week' 7 days back, 'month' 30 days back, 'all' none.
 */
export function periodStart(period: OrderPeriod | undefined, now: Date, timeZone: string): Date | null {
  switch (period) {
    case 'today': {
      const offset = zoneOffsetMinutes(now, timeZone);
      const local = new Date(now.getTime() + offset * 60000);
      const midnightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
      // The offset at midnight may differ from now's (a DST change during the day).
      const guess = midnightLocal - offset * 60000;
      return new Date(midnightLocal - zoneOffsetMinutes(new Date(guess), timeZone) * 60000);
    }
    case 'week':
      return new Date(now.getTime() - 7 * DAY_MS);
    case 'month':
      return new Date(now.getTime() - 30 * DAY_MS);
    default:
      return null;
  }
}
