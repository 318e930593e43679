import {
  type DeliveryOrder,
  DRIVER_ORDER_STATUSES,
  type DriverOrderStatus,
  nextDeliverySteps,
} from '@cerca/contracts/deliveries';

// What the driver dashboard shows of an order, as pure functions.

/** Spec 02 §9: an order id is shown as its first 8 characters. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

/** Spec 02 §4: Aceptado, Recogido, Entregado, Cancelado; anything else shows Cancelado. */
export function driverStatusLabelKey(status: string): string {
  const known = (DRIVER_ORDER_STATUSES as readonly string[]).includes(status);
  return `dashboard.status.${known ? status : 'cancelled'}`;
}

export interface StepAction {
  status: DriverOrderStatus;
  /** Cancelling gives the order back to the zone: ask first. */
  confirm: boolean;
  variant: 'primary' | 'danger';
}

/** The buttons of a delivery: Recoger and Cancelar when accepted, Marcar como entregado when picked up. */
export function stepActions(order: Pick<DeliveryOrder, 'driver_order'>): StepAction[] {
  if (!order.driver_order) return [];
  return nextDeliverySteps(order.driver_order.status).map((status) => ({
    status,
    confirm: status === 'cancelled',
    variant: status === 'cancelled' ? 'danger' : 'primary',
  }));
}

/** A maps search of the delivery address (opened in a new tab). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A pushed available order joins the list once, newest first. */
export function withOrder<T extends { id: string }>(orders: readonly T[], order: T): T[] {
  if (orders.some((existing) => existing.id === order.id)) return [...orders];
  return [order, ...orders];
}

/** Taken by someone (or by this driver): out of the available list. */
export function withoutOrder<T extends { id: string }>(orders: readonly T[], orderId: string): T[] {
  return orders.filter((order) => order.id !== orderId);
}
