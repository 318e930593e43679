import type { Order, OrderStatus } from '@cerca/contracts/orders';

// What /my-orders shows of an order, as pure functions.

/** Spec 02 §9: an order id is shown as its first 8 characters. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

/** The locale key of a status label (spec 02 §4: Pendiente, Preparando…). */
export function statusLabelKey(status: OrderStatus): string {
  return `orders.status.${status}`;
}

export interface OrderLink {
  key: 'review' | 'reorder' | 'contact';
  to: string;
}

/**
 * Spec 02 §2: a delivered order offers Escribir Reseña and Ordenar de Nuevo; every order offers
 * Contactar Negocio (to the owner's conversation).
 */
export function orderLinks(order: Pick<Order, 'status' | 'business'>): OrderLink[] {
  const business = encodeURIComponent(order.business.id);
  const links: OrderLink[] = [];
  if (order.status === 'delivered') {
    links.push({ key: 'review', to: `/businesses/${business}?review=true` });
    links.push({ key: 'reorder', to: `/businesses/${business}` });
  }
  links.push({ key: 'contact', to: `/messages?${new URLSearchParams({ to: order.business.owner_id })}` });
  return links;
}

/** A status event changes a listed order in place (so the page needs no refetch). */
export function withStatus<T extends Pick<Order, 'id' | 'status' | 'updated_at'>>(
  orders: T[],
  event: { order_id: string; status: OrderStatus; updated_at: string },
): T[] {
  return orders.map((order) =>
    order.id === event.order_id ? { ...order, status: event.status, updated_at: event.updated_at } : order,
  );
}
