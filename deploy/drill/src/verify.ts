import type { OwnerNotification, StoredOrder } from './analysis';
import { call, expectStatus } from './http';
import type { Stage } from './setup';

/** Every order in each customer's own list (GET /api/ordering/me/orders, page by page). */
export async function storedOrders(baseUrl: string, stage: Stage): Promise<StoredOrder[]> {
  const orders: StoredOrder[] = [];
  for (const customer of stage.customers) {
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const page = expectStatus(
        await call(baseUrl, `/api/ordering/me/orders${query}`, { token: customer.token }),
        200,
        `${customer.name}'s orders`,
      ) as { items: { id: string; delivery_notes: string | null }[]; next_cursor: string | null };
      for (const order of page.items)
        orders.push({ id: order.id, customer: customer.name, tag: order.delivery_notes });
      cursor = page.next_cursor;
    } while (cursor);
  }
  return orders;
}

/** The owner's notifications back to `since` (GET /api/ordering/notifications, newest first). */
export async function ownerNotifications(
  baseUrl: string,
  stage: Stage,
  since: number,
): Promise<OwnerNotification[]> {
  const found: OwnerNotification[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page = expectStatus(
      await call(baseUrl, `/api/ordering/notifications${query}`, { token: stage.ownerToken }),
      200,
      "the owner's notifications",
    ) as { notifications: (OwnerNotification & { created_at: string })[]; next_cursor: string | null };
    found.push(...page.notifications);
    const oldest = page.notifications.at(-1);
    // Older than the drill (a minute of clock skew allowed): nothing of ours further back.
    if (!oldest || Date.parse(oldest.created_at) < since - 60_000) break;
    cursor = page.next_cursor;
  } while (cursor);
  return found;
}
