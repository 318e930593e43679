import type { OrderStatus } from './order-statuses';

// Arrival time (issue 25): when a live order should reach its customer. One pure rule, computed on
// the server (which reads the history and the business's recent deliveries) and sent with the
// order; "Ayuda con mi pedido" reads the same window to call an order late. Imported by file
// ('@cerca/contracts/order-eta').

/** The owner's preparation time: a typical kitchen, and bounds a slip of the finger cannot pass. */
export const DEFAULT_PREPARATION_MINUTES = 20;
export const MIN_PREPARATION_MINUTES = 5;
export const MAX_PREPARATION_MINUTES = 120;

/**
 * Below this many delivered orders a business's own pickup→delivered times say too little (one slow
 * trip would set its estimate), so the city-wide default window is used instead.
 */
export const MIN_DELIVERY_SAMPLES = 5;
/** How many of the business's last delivered orders the server reads. */
export const DELIVERY_SAMPLE_SIZE = 30;
/** A trip across a mid-size city by moto: 15 minutes usually, 25 at worst. */
export const DEFAULT_DELIVERY_MINUTES = { typical: 15, slow: 25 } as const;
/** Between ready and picked up: a driver accepting and riding to the business. */
export const PICKUP_ALLOWANCE_MINUTES = 10;
/**
 * An order counts as late this long after its window's end: the window is rounded to 5 minutes and
 * its end is the slow (80th percentile) trip, so a few minutes past it is still ordinary, and a
 * report then would only be a driver at the door.
 */
export const LATE_GRACE_MINUTES = 10;
const ROUND_MINUTES = 5;
const MINUTE = 60 * 1000;

/**
 * What the estimate reads of an order: its status and when it entered each step (null: not yet).
 * `placed_at` is when it reached the business: at once for cash, once paid for card and OXXO.
 */
export interface OrderEtaFacts {
  status: OrderStatus;
  placed_at: string | Date;
  preparing_at: string | Date | null;
  picked_up_at: string | Date | null;
}

export interface ArrivalWindow {
  from: Date;
  to: Date;
}

const time = (value: string | Date) => new Date(value).getTime();

/** The p-th percentile (0–1) of sorted values, nearest rank: a real trip time, not an average. */
function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[index] as number;
}

/** Typical (median) and slow (80th percentile) trip minutes, or the default with too few samples. */
export function deliveryMinutes(recentTrips: readonly number[]): { typical: number; slow: number } {
  const trips = recentTrips.filter((m) => Number.isFinite(m) && m > 0).sort((a, b) => a - b);
  if (trips.length < MIN_DELIVERY_SAMPLES) return DEFAULT_DELIVERY_MINUTES;
  return { typical: percentile(trips, 0.5), slow: percentile(trips, 0.8) };
}

/**
 * The window the order should arrive in, or null once it is over (delivered or cancelled). Anchored
 * to when the order entered its step, not to now, so the window is the same on every read and only
 * moves when the status changes; each step's known time replaces the guess before it.
 */
export function arrivalWindow(
  order: OrderEtaFacts,
  preparationMinutes: number,
  recentTrips: readonly number[],
): ArrivalWindow | null {
  const trip = deliveryMinutes(recentTrips);
  let start: number;
  switch (order.status) {
    case 'pending':
      start = time(order.placed_at) + (preparationMinutes + PICKUP_ALLOWANCE_MINUTES) * MINUTE;
      break;
    case 'preparing':
    case 'looking_for_driver':
      start =
        time(order.preparing_at ?? order.placed_at) +
        (preparationMinutes + PICKUP_ALLOWANCE_MINUTES) * MINUTE;
      break;
    case 'on_the_way':
      start = time(order.picked_up_at ?? order.placed_at);
      break;
    default:
      return null;
  }
  const step = ROUND_MINUTES * MINUTE;
  const from = Math.floor((start + trip.typical * MINUTE) / step) * step;
  const to = Math.max(from + step, Math.ceil((start + trip.slow * MINUTE) / step) * step);
  return { from: new Date(from), to: new Date(to) };
}

/** Whether a live order's window (as sent with the order) is past, with the grace, at `now`. */
export function isPastArrival(window: { to: string | Date }, now: Date): boolean {
  return now.getTime() >= time(window.to) + LATE_GRACE_MINUTES * MINUTE;
}
