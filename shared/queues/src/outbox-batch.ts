import { type Db, sql } from '@cerca/db';
import type { OutboxEvent } from './outbox';
import { OutboxPoisonError } from './outbox-publish';

export interface OutboxBatchResult {
  /** Rows handed to Redis and marked in this batch. */
  published: number;
  /** Rows parked for good (OutboxPoisonError): never retried, kept for the operator. */
  parked: number;
  /** The row whose publishing failed (the batch stopped there and the row stays unpublished). */
  failed: { id: number; error: unknown } | null;
  /** The batch was full: more rows may be waiting. */
  full: boolean;
}

const ERROR_TEXT_MAX = 1_000;

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_TEXT_MAX);
}

/**
 * One relay step (issue 22): in one transaction, claims up to `limit` due unpublished rows in id
 * order with FOR UPDATE SKIP LOCKED, publishes them one by one in that order, and marks what was
 * published.
 *
 * Each event id is published once, in this sense:
 * - Two relays never hold the same row: the row lock is taken by the claim and kept until this
 *   transaction ends, and the other relay's SKIP LOCKED passes over it. A row it marked is no
 *   longer unpublished once that commit is visible, so no later claim takes it again.
 * - A relay that dies after Redis took an event but before its commit (crash, Postgres restart,
 *   lost connection) leaves the row unpublished and unlocked; the next claim publishes it again
 *   with the SAME job ids (outboxJobId, or ids derived from the row the event is about), and
 *   BullMQ adds nothing for an id it still holds (completed jobs are kept for a day). Past that, the
 *   processors are idempotent (notification ids derive from the job id; expiries and thumbnails
 *   re-check their row), so the repeat changes nothing. Only a realtime emit can reach a page twice,
 *   and a page treats it as a cue to refetch.
 *
 * A failed publish (Redis down) stops the batch at that row, which keeps the order: the rows after
 * it wait too. Its attempts and last_error are recorded; when to try again is the caller's backoff.
 */
export async function relayOutboxBatch(
  db: Db,
  publish: (event: OutboxEvent) => Promise<void>,
  { limit = 100 }: { limit?: number } = {},
): Promise<OutboxBatchResult> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number; topic: string; payload: unknown; created_at: Date }>`
      select id, topic, payload, created_at
      from event_outbox
      where published_at is null and available_at <= now()
      order by id
      limit ${limit}
      for update skip locked`.execute(trx);
    const published: number[] = [];
    const parked: { id: number; error: string }[] = [];
    let failed: OutboxBatchResult['failed'] = null;
    for (const row of rows) {
      const event = {
        id: Number(row.id),
        topic: row.topic,
        payload: row.payload,
        createdAt: new Date(row.created_at),
      } as OutboxEvent;
      try {
        await publish(event);
        published.push(event.id);
      } catch (error) {
        if (error instanceof OutboxPoisonError) {
          parked.push({ id: event.id, error: errorText(error) });
          continue;
        }
        failed = { id: event.id, error };
        break;
      }
    }
    if (published.length > 0) {
      await sql`update event_outbox set published_at = now()
                where id = any(${published}::bigint[])`.execute(trx);
    }
    for (const row of parked) {
      await sql`update event_outbox
                set available_at = 'infinity', attempts = attempts + 1, last_error = ${row.error}
                where id = ${row.id}`.execute(trx);
    }
    if (failed) {
      await sql`update event_outbox set attempts = attempts + 1, last_error = ${errorText(failed.error)}
                where id = ${failed.id}`.execute(trx);
    }
    return { published: published.length, parked: parked.length, failed, full: rows.length === limit };
  });
}

/**
 * After Redis lost its data (a restart without persistence): the events published in the last
 * `windowMs` may have been lost with their jobs before a worker ran them, so they go back to the
 * relays, which publish them again with the same job ids (idempotent, see relayOutboxBatch).
 * Delayed jobs older than that are the sweeps' business. Answers how many rows were reopened.
 */
export async function reopenRecentlyPublished(db: Db, windowMs: number): Promise<number> {
  const { numUpdatedRows } = await db
    .updateTable('event_outbox')
    .set({ published_at: null })
    .where('published_at', '>=', sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
    .executeTakeFirst();
  return Number(numUpdatedRows);
}
