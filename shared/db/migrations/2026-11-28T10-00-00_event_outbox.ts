import { type Kysely, sql } from 'kysely';

// Frozen. Issue 22: the transactional outbox. A route writes the event it announces (a new order,
// a status change, a story's expiry, …) in the same transaction as the change itself; the relay
// in services/jobs moves unpublished rows to BullMQ and the realtime emitter, in id order, and
// marks them. A Redis outage delays events and loses none; a rollback leaves no event behind.
//
// - published_at null: still to relay. The partial index keeps the relay's claim (unpublished,
//   due, oldest first) an index scan however many published rows the table holds.
// - available_at: when the relay may take the row; 'infinity' parks a row the relay can never
//   publish (unknown topic, invalid payload: a bug, not an outage) so it never blocks the rest.
// - attempts / last_error: failed publishing attempts, for the operator (deploy/README.md).
// - A statement-level trigger NOTIFYs 'event_outbox': Postgres delivers it when the writing
//   transaction commits (never on rollback), so relays LISTENing wake at once; they also poll.
// Retention (issue 22 part 6) deletes published rows older than 7 days, by published_at.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table event_outbox (
  id bigint generated always as identity primary key,
  topic text not null check (topic <> ''),
  payload jsonb not null,
  created_at timestamptz not null default now(),
  available_at timestamptz not null default now(),
  published_at timestamptz,
  attempts integer not null default 0 check (attempts >= 0),
  last_error text
);
create index event_outbox_unpublished_idx on event_outbox (id) where published_at is null;
create index event_outbox_published_at_idx on event_outbox (published_at) where published_at is not null;

create function event_outbox_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('event_outbox', '');
  return null;
end;
$$;
create trigger event_outbox_notify after insert on event_outbox
  for each statement execute function event_outbox_notify();
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop table if exists event_outbox;
drop function if exists event_outbox_notify();
`)
    .execute(db);
}
