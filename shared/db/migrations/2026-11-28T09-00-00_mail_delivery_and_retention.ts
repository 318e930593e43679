import { type Kysely, sql } from 'kysely';

// Frozen. Issue 22, parts 1 and 6.
//
// Mail delivery: auth.mail_outbox rows are now sent over SMTP by the mail job of services/jobs.
// - sent_at: when the SMTP server accepted the mail (or, outside production without SMTP_URL, when
//   the job found it: the writer's local file was its delivery).
// - failed_at: when the job gave up (a permanent 5xx refusal, or too many temporary failures).
//   A mail is at most one of sent and failed.
// - attempts / last_error: claims made and the last failure, for the operator.
// - next_attempt_at: no worker takes the row before it: a worker's claim moves it one lease ahead,
//   a temporary failure moves it by the backoff. New rows are due at once.
// Rows written before delivery existed and older than an hour are marked failed, not sent: their
// links and codes have expired, and a first deploy must not mail every message ever written.
//
// Retention: indexes that make the daily deletes cheap (read notifications by age, finished mails
// by age, refresh-token families that are over). event_outbox brings its own published_at index.
//
// Outside a transaction (`transaction = false`): the indexes are built CONCURRENTLY, since these
// tables can be large and a plain CREATE INDEX blocks their writes for the whole build. Every step
// is idempotent, so running the migration again after a failure completes it.
export const transaction = false;

interface IndexSpec {
  schema: string;
  name: string;
  /** What follows `on`: the table, the key and the partial-index predicate. */
  definition: string;
}

const INDEXES: IndexSpec[] = [
  {
    schema: 'auth',
    name: 'mail_outbox_due_idx',
    definition: 'auth.mail_outbox (next_attempt_at) where sent_at is null and failed_at is null',
  },
  {
    schema: 'auth',
    name: 'mail_outbox_finished_idx',
    definition:
      'auth.mail_outbox ((coalesce(sent_at, failed_at))) where sent_at is not null or failed_at is not null',
  },
  {
    schema: 'public',
    name: 'notifications_read_created_idx',
    definition: 'notifications (created_at) where read_at is not null',
  },
  { schema: 'auth', name: 'sessions_updated_at_idx', definition: 'auth.sessions (updated_at)' },
  {
    schema: 'auth',
    name: 'refresh_tokens_unrevoked_session_idx',
    definition: 'auth.refresh_tokens (session_id) where not revoked',
  },
];

/**
 * CREATE INDEX CONCURRENTLY that can be run again: a build that failed leaves an INVALID index
 * behind, which `if not exists` would keep; it is dropped and built anew.
 */
async function createIndexConcurrently(db: Kysely<unknown>, index: IndexSpec): Promise<void> {
  const { rows } = await sql<{ valid: boolean }>`
    select i.indisvalid as valid
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_index i on i.indexrelid = c.oid
     where n.nspname = ${index.schema} and c.relname = ${index.name}`.execute(db);
  if (rows[0]?.valid) return;
  if (rows[0]) await sql.raw(`drop index concurrently if exists ${index.schema}.${index.name}`).execute(db);
  await sql.raw(`create index concurrently ${index.name} on ${index.definition}`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement: the columns appear together or not at all. Constant defaults (now() is taken
  // once, at this statement) add no table rewrite.
  await sql
    .raw(`
alter table auth.mail_outbox
  add column if not exists sent_at timestamptz,
  add column if not exists failed_at timestamptz,
  add column if not exists attempts integer not null default 0 check (attempts >= 0),
  add column if not exists last_error text,
  add column if not exists next_attempt_at timestamptz not null default now()`)
    .execute(db);
  await sql
    .raw(`
do $$
begin
  if not exists (select 1 from pg_constraint
                  where conrelid = 'auth.mail_outbox'::regclass and conname = 'mail_outbox_sent_or_failed') then
    alter table auth.mail_outbox
      add constraint mail_outbox_sent_or_failed check (sent_at is null or failed_at is null);
  end if;
end
$$`)
    .execute(db);
  await sql
    .raw(`
update auth.mail_outbox
   set failed_at = now(), last_error = 'not sent: written before mail delivery existed'
 where sent_at is null and failed_at is null and attempts = 0
   and created_at < now() - interval '1 hour'`)
    .execute(db);
  for (const index of INDEXES) await createIndexConcurrently(db, index);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [...INDEXES].reverse()) {
    await sql.raw(`drop index concurrently if exists ${index.schema}.${index.name}`).execute(db);
  }
  await sql
    .raw(`
alter table auth.mail_outbox
  drop constraint if exists mail_outbox_sent_or_failed,
  drop column if exists next_attempt_at,
  drop column if exists last_error,
  drop column if exists attempts,
  drop column if exists failed_at,
  drop column if exists sent_at`)
    .execute(db);
}
