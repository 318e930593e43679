import { type Database, sql } from '@cerca/db';
import type { Kysely, RawBuilder } from 'kysely';

type Db = Kysely<Database>;

/**
 * What is kept how long (issue 22). Fixed in code: each period is a product decision, not an
 * operator's setting. The audit log (public.audit_log) is kept forever and has no rule here.
 */
export const RETENTION = {
  /** Read notifications, by when they were made. Unread ones stay until read. */
  readNotificationDays: 90,
  /** Mails the SMTP server took, or that were given up on (their links and codes long expired). */
  finishedMailDays: 30,
  /** event_outbox rows the relay published. */
  publishedEventDays: 7,
  /**
   * A refresh-token family (one session) is over once none of its tokens can be used any more
   * (every one revoked: reuse of an old token revoked them all). It goes this long after its last
   * refresh, when every access token it issued has long expired (AUTH_JWT_EXPIRY, 1 hour by default).
   */
  endedSessionDays: 1,
} as const;

/** Rows one DELETE removes at most: a large backlog goes in short statements, never one long lock. */
export const RETENTION_BATCH = 5_000;

/** Deletes the rows `select` finds (at most `batch` ids per statement), statement after statement, until none is left. */
async function deleteInBatches(
  db: Db,
  table: string,
  key: string,
  select: (limit: number) => RawBuilder<unknown>,
  batch: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await sql`
      delete from ${sql.table(table)} where ${sql.ref(key)} in (${select(batch)})`.execute(db);
    const deleted = Number(result.numAffectedRows ?? 0);
    total += deleted;
    if (deleted < batch) return total;
  }
}

const days = (n: number) => sql`now() - make_interval(days => ${n})`;

/** Read notifications made more than 90 days ago. */
export function purgeReadNotifications(db: Db, batch = RETENTION_BATCH): Promise<number> {
  return deleteInBatches(
    db,
    'notifications',
    'id',
    (limit) => sql`
      select id from notifications
       where read_at is not null and created_at < ${days(RETENTION.readNotificationDays)}
       limit ${limit}`,
    batch,
  );
}

/**
 * Mails sent, or given up on, more than 30 days ago. Mails still to send stay whatever their
 * age; the expression matches the partial index mail_outbox_finished_idx.
 */
export function purgeFinishedMails(db: Db, batch = RETENTION_BATCH): Promise<number> {
  return deleteInBatches(
    db,
    'auth.mail_outbox',
    'id',
    (limit) => sql`
      select id from auth.mail_outbox
       where (sent_at is not null or failed_at is not null)
         and coalesce(sent_at, failed_at) < ${days(RETENTION.finishedMailDays)}
       limit ${limit}`,
    batch,
  );
}

/** event_outbox rows published more than 7 days ago (the relay helper's table, 2026-11-28T10-00-00). */
export function purgePublishedEvents(db: Db, batch = RETENTION_BATCH): Promise<number> {
  return deleteInBatches(
    db,
    'event_outbox',
    'id',
    (limit) => sql`
      select id from event_outbox
       where published_at is not null and published_at < ${days(RETENTION.publishedEventDays)}
       limit ${limit}`,
    batch,
  );
}

/**
 * Sessions whose refresh-token family is over: no unrevoked token left (a refresh needs one, so
 * nothing can bring the family back), and no refresh for a day (every access token it issued has
 * expired). A session that can still refresh keeps all its tokens, the revoked ones included:
 * presenting one of those is how reuse of a stolen token is noticed (refresh-token-rotation.ts).
 */
const endedSessions = sql`
  select s.id from auth.sessions s
   where s.updated_at < ${days(RETENTION.endedSessionDays)}
     and not exists (select 1 from auth.refresh_tokens t where t.session_id = s.id and not t.revoked)`;

/**
 * The refresh tokens of ended families, then the sessions themselves (tokens first, in batches:
 * deleting a session cascades to all its tokens in one statement, which a long-lived family
 * would make large). Answers both counts.
 */
export async function purgeEndedSessions(
  db: Db,
  batch = RETENTION_BATCH,
): Promise<{ refreshTokens: number; sessions: number }> {
  const refreshTokens = await deleteInBatches(
    db,
    'auth.refresh_tokens',
    'id',
    (limit) => sql`
      select t.id from auth.refresh_tokens t
       where t.session_id in (${endedSessions})
       limit ${limit}`,
    batch,
  );
  const sessions = await deleteInBatches(
    db,
    'auth.sessions',
    'id',
    (limit) => sql`${endedSessions} limit ${limit}`,
    batch,
  );
  return { refreshTokens, sessions };
}
