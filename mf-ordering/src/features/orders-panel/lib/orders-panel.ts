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

const cents = (value: string | number) => Math.round(Number(value) * 100);

type Line = Pick<PanelOrder['items'][number], 'unit_price' | 'variant_price_extra' | 'quantity'>;

/** Item line price = (unit_price + variant_price_extra) × quantity, in pesos. */
export function lineTotal(item: Line) {
  return ((cents(item.unit_price) + cents(item.variant_price_extra)) * item.quantity) / 100;
}

/** Shipping is shown as total minus the items' subtotal (spec 02 §9). */
export function orderMoney(order: { items: readonly Line[]; total_amount: string }) {
  const subtotal = order.items.reduce((sum, item) => sum + cents(lineTotal(item)), 0);
  const total = cents(order.total_amount);
  return { subtotal: subtotal / 100, shipping: Math.max(0, total - subtotal) / 100, total: total / 100 };
}

/** The status key of its label ('Pendiente'…) in the locale file. */
export const statusKey = (status: PanelOrderStatus) => `ordersPanel.status.${status}` as const;

/** Whether 'Asignar Repartidor' shows: the server's own rule (preparing or looking_for_driver, no driver). */
export const canAssign = (order: Pick<PanelOrder, 'status' | 'driver_id'>) => canAssignDriver(order);

const DRIVER_ORDER_STATUSES = ['accepted', 'picked_up', 'delivered', 'cancelled'] as const;

/** Spec 02 §3: driver order labels; anything else shows Cancelado. */
export function driverOrderKey(status: string) {
  const known = DRIVER_ORDER_STATUSES.find((candidate) => candidate === status) ?? 'cancelled';
  return `ordersPanel.driverOrderStatus.${known}` as const;
}

/** Realtime event names (shared/queues REALTIME_EVENTS; browser code cannot import that package). */
export const ORDER_EVENTS = { created: 'order:created', status: 'order:status' } as const;
