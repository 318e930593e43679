import { DRIVER_ORDER_STATUSES } from '@cerca/contracts/deliveries';
import { canAssignDriver, type PanelOrder, type PanelOrderStatus } from '@cerca/contracts/orders-panel';

/** Spec 02 §9: quick-assign shows at most 3 orders, the rest as '+N más'. */
export const QUICK_ASSIGN_MAX = 3;

export function quickAssignSlots<T>(
  orders: readonly T[],
  max = QUICK_ASSIGN_MAX,
): { shown: T[]; more: number } {
  return { shown: orders.slice(0, max), more: Math.max(0, orders.length - max) };
}

/** Order ids are shown as their first 8 characters (6 in quick-assign), upper-cased. */
export const shortOrderId = (id: string, length = 8) => id.slice(0, length).toUpperCase();

/** The status key of its label ('Pendiente'…) in the locale file. */
export const statusKey = (status: PanelOrderStatus) => `ordersPanel.status.${status}` as const;

/** Whether 'Asignar Repartidor' shows: the server's own rule (preparing or looking_for_driver, no driver). */
export const canAssign = (order: Pick<PanelOrder, 'status' | 'driver_id'>) => canAssignDriver(order);

/** Spec 02 §3: driver order labels; anything else shows Cancelado. */
export function driverOrderKey(status: string) {
  const known = DRIVER_ORDER_STATUSES.find((candidate) => candidate === status) ?? 'cancelled';
  return `ordersPanel.driverOrderStatus.${known}` as const;
}

/** Realtime event names (shared/queues REALTIME_EVENTS; browser code cannot import that package). */
export const ORDER_EVENTS = { created: 'order:created', status: 'order:status' } as const;

/** The server's Spanish refusal when it answered one, else the page's own text for the failure. */
export const failureText = (error: unknown, fallback: string): string =>
  error instanceof Error && (error as { status?: number }).status !== undefined && error.message
    ? error.message
    : fallback;
