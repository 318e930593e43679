import type { LateTip } from '@cerca/contracts/tips';
import { type Db, sql } from '@cerca/db';

// Issue 25: the tip added after delivery (order_late_tips), one per order. Written by the route
// that asks for it and by the payment webhook path that says how its charge went.

/** The order's late tip (`orders` in the query) as My orders shows it, or null. */
export const lateTipOfOrder = sql<LateTip | null>`(
  select json_build_object('amount', t.amount::text, 'status', t.status, 'failure_code', t.failure_code)
  from order_late_tips t where t.order_id = orders.id)`;

/** The order's late tip, locked (the caller holds the order's lock first). */
export async function lockLateTip(trx: Db, orderId: string) {
  return trx
    .selectFrom('order_late_tips')
    .select(['order_id', 'status', 'attempts', 'payment_intent_id'])
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/** A new ask (or a new try after a failure): pending, with this amount. Answers the attempt number. */
export async function saveLateTipAsk(
  trx: Db,
  ask: { orderId: string; provider: 'local' | 'stripe'; amount: string },
): Promise<number> {
  const row = await trx
    .insertInto('order_late_tips')
    .values({ order_id: ask.orderId, provider: ask.provider, amount: ask.amount })
    .onConflict((conflict) =>
      conflict.column('order_id').doUpdateSet((eb) => ({
        amount: ask.amount,
        status: 'pending',
        failure_code: null,
        payment_intent_id: null,
        last_event_at: null,
        attempts: sql<number>`${eb.ref('order_late_tips.attempts')} + 1`,
      })),
    )
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

/** How the charge went, as the provider answered or its event said; a succeeded tip is final. */
export async function recordLateTipOutcome(
  db: Db,
  outcome: {
    orderId: string;
    intentId: string;
    status: 'succeeded' | 'failed';
    failureCode: string | null;
    eventAt: Date | null;
  },
): Promise<void> {
  await db
    .updateTable('order_late_tips')
    .set({
      status: outcome.status,
      payment_intent_id: outcome.intentId,
      failure_code: outcome.status === 'failed' ? outcome.failureCode : null,
      ...(outcome.eventAt ? { last_event_at: outcome.eventAt } : {}),
    })
    .where('order_id', '=', outcome.orderId)
    .where('status', '<>', 'succeeded')
    // A failure of an earlier try never overwrites a newer one's outcome.
    .where((eb) =>
      eb.or([eb('payment_intent_id', 'is', null), eb('payment_intent_id', '=', outcome.intentId)]),
    )
    .execute();
}
