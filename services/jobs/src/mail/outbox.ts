import { type Database, sql } from '@cerca/db';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/** A mail a worker has claimed: what its message needs, and which claim this is. */
export interface ClaimedMail {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  created_at: Date;
  /** Claims so far, this one included: the fencing number of this claim. */
  attempts: number;
}

/**
 * Claims a due mail for one send. The row is taken only while it is unsent, not given up, and
 * due (next_attempt_at passed: no live claim, no backoff running), and `for update skip locked`
 * leaves a row that another worker is claiming at this instant to that worker. The claim moves
 * next_attempt_at one lease ahead, so two workers racing over the same row never both get it:
 * each mail is handed to the SMTP server once per claim.
 *
 * At-least-once window: a worker that dies after the SMTP server's 250 answer and before markSent
 * leaves the row unsent; once the lease has run out another worker claims it and sends the mail
 * again. The Message-ID stays the same (mail/message.ts), so mailboxes that deduplicate show one.
 */
export async function claimMail(db: Db, mailId: string, leaseMs: number): Promise<ClaimedMail | undefined> {
  const { rows } = await sql<ClaimedMail>`
    update auth.mail_outbox m
       set attempts = m.attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
     where m.id = (select d.id from auth.mail_outbox d
                    where d.id = ${mailId} and d.sent_at is null and d.failed_at is null
                      and d.next_attempt_at <= now()
                      for update skip locked)
    returning m.id, m.recipient, m.subject, m.body_text, m.body_html, m.created_at, m.attempts`.execute(db);
  return rows[0];
}

export type MailState = { kind: 'finished' } | { kind: 'waiting'; waitMs: number };

/** Why a mail could not be claimed: finished (sent, given up or gone), or not due for waitMs (by the database's clock). */
export async function mailState(db: Db, mailId: string): Promise<MailState> {
  const { rows } = await sql<{ finished: boolean; wait_ms: number }>`
    select (sent_at is not null or failed_at is not null) as finished,
           greatest(0, extract(epoch from next_attempt_at - now()) * 1000)::float8 as wait_ms
      from auth.mail_outbox where id = ${mailId}`.execute(db);
  const row = rows[0];
  if (!row || row.finished) return { kind: 'finished' };
  return { kind: 'waiting', waitMs: Number(row.wait_ms) };
}

/**
 * The SMTP server took the mail. Recorded whichever claim this is: a worker whose lease ran out
 * while it was sending still sent it, and a second send (if any) must not undo this.
 */
export async function markSent(db: Db, mailId: string): Promise<void> {
  await sql`
    update auth.mail_outbox set sent_at = now(), last_error = null
     where id = ${mailId} and sent_at is null and failed_at is null`.execute(db);
}

/**
 * A failed try of claim `attempts`: retried after `retryInMs`, or (retryInMs null) given up. Only
 * the holder of the latest claim records, so a worker whose lease ran out cannot overwrite what
 * the next one did. Answers the wait by the database's clock, or null when nothing was recorded.
 */
export async function recordFailure(
  db: Db,
  mailId: string,
  attempts: number,
  error: string,
  retryInMs: number | null,
): Promise<number | null> {
  const { rows } = await sql<{ wait_ms: number }>`
    update auth.mail_outbox
       set last_error = ${error},
           failed_at = case when ${retryInMs === null} then now() end,
           next_attempt_at = case when ${retryInMs === null} then next_attempt_at
                                  else now() + make_interval(secs => ${(retryInMs ?? 0) / 1000}) end
     where id = ${mailId} and attempts = ${attempts} and sent_at is null and failed_at is null
    returning greatest(0, extract(epoch from next_attempt_at - now()) * 1000)::float8 as wait_ms`.execute(db);
  return rows[0] ? Number(rows[0].wait_ms) : null;
}

/** Mails due now, oldest first, for the sweep to queue (their own claim decides who sends). */
export async function dueMailIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('auth.mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
