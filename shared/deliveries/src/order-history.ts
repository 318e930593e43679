import type { Db, NewOrderStatusChange } from '@cerca/db';

// Issue 25: every change of an order's status is written to its history (order_status_changes)
// in the change's own transaction, by whoever made it, so the history and the order never
// disagree: a change that rolls back leaves no line, and none commits without one. The services
// that move orders (ordering: checkout, the owner's panel, cancellations; driver: accept,
// deliver, release) all write through this one function.

/** One line of an order's history: from → to, by whom (and, for a cancellation, why). */
export type OrderChange = Omit<NewOrderStatusChange, 'id' | 'created_at'>;

export async function recordOrderChange(trx: Db, change: OrderChange): Promise<void> {
  await trx.insertInto('order_status_changes').values(change).execute();
}
