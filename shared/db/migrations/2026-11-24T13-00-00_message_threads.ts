import { type Kysely, sql } from 'kysely';

// Frozen. Issue 12, /messages for busy accounts: the conversation list read every message the
// person ever sent or received to find the latest of each conversation (a business with thousands
// of customers paid for all of them on every page). message_threads keeps, per person and per
// other person, the latest message and the unread count, kept by triggers in the statement that
// changes the messages, so it cannot drift from them and the list reads one index range.
//
// Locks: a message touches both people's rows; they are always taken in id order, so two people
// writing to each other at once wait for one another instead of deadlocking.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table message_threads (
  user_id uuid not null references profiles (id) on delete cascade,
  other_id uuid not null references profiles (id) on delete cascade,
  last_message_id uuid not null,
  last_message_at timestamptz not null,
  unread_count integer not null default 0 check (unread_count >= 0),
  primary key (user_id, other_id)
);
create index message_threads_list_idx on message_threads (user_id, last_message_at desc, last_message_id desc);

-- One side of a new message: move the side's latest message forward (never back: concurrent
-- inserts commit in any order) and count it unread for the receiver.
create function message_threads_touch(owner uuid, other uuid, message_id uuid, message_at timestamptz, unread integer)
returns void language sql as $$
  insert into message_threads as t (user_id, other_id, last_message_id, last_message_at, unread_count)
  values (owner, other, message_id, message_at, unread)
  on conflict (user_id, other_id) do update set
    unread_count = t.unread_count + excluded.unread_count,
    last_message_id = case when (excluded.last_message_at, excluded.last_message_id) > (t.last_message_at, t.last_message_id)
      then excluded.last_message_id else t.last_message_id end,
    last_message_at = greatest(t.last_message_at, excluded.last_message_at);
$$;

create function message_threads_on_insert() returns trigger language plpgsql as $$
declare
  unread integer := case when new.is_read then 0 else 1 end;
begin
  if new.sender_id < new.receiver_id then
    perform message_threads_touch(new.sender_id, new.receiver_id, new.id, new.created_at, 0);
    perform message_threads_touch(new.receiver_id, new.sender_id, new.id, new.created_at, unread);
  else
    perform message_threads_touch(new.receiver_id, new.sender_id, new.id, new.created_at, unread);
    perform message_threads_touch(new.sender_id, new.receiver_id, new.id, new.created_at, 0);
  end if;
  return null;
end $$;

-- Read marks: the receiver's unread count follows is_read both ways.
create function message_threads_on_read() returns trigger language plpgsql as $$
begin
  update message_threads
     set unread_count = unread_count + case when new.is_read then -1 else 1 end
   where user_id = new.receiver_id and other_id = new.sender_id;
  return null;
end $$;

-- Deleted messages (only ever with an account, whose rows cascade away too): once per statement,
-- each pair touched is recomputed from what is left, or removed when nothing is. Never inserted:
-- a profile being deleted must not get a row back.
create function message_threads_on_delete() returns trigger language plpgsql as $$
begin
  with pairs as (
    select sender_id as owner, receiver_id as other from gone
    union
    select receiver_id, sender_id from gone
  ), latest as (
    select pairs.owner, pairs.other, m.id, m.created_at
      from pairs left join lateral (
        select id, created_at from business_messages
         where (sender_id = pairs.owner and receiver_id = pairs.other)
            or (sender_id = pairs.other and receiver_id = pairs.owner)
         order by created_at desc, id desc limit 1
      ) m on true
  ), emptied as (
    delete from message_threads t using latest
     where t.user_id = latest.owner and t.other_id = latest.other and latest.id is null
  )
  update message_threads t set
    last_message_id = latest.id,
    last_message_at = latest.created_at,
    unread_count = (select count(*) from business_messages
                     where receiver_id = latest.owner and sender_id = latest.other and not is_read)
    from latest
   where t.user_id = latest.owner and t.other_id = latest.other and latest.id is not null;
  return null;
end $$;

create trigger message_threads_insert after insert on business_messages
  for each row execute function message_threads_on_insert();
create trigger message_threads_read after update of is_read on business_messages
  for each row when (old.is_read is distinct from new.is_read) execute function message_threads_on_read();
create trigger message_threads_delete after delete on business_messages
  referencing old table as gone for each statement execute function message_threads_on_delete();

-- The conversations that exist already.
insert into message_threads (user_id, other_id, last_message_id, last_message_at, unread_count)
select owner, other,
       (array_agg(id order by created_at desc, id desc))[1],
       max(created_at),
       count(*) filter (where not is_read and receiver_id = owner)
  from (
    select sender_id as owner, receiver_id as other, id, created_at, is_read, receiver_id from business_messages
    union all
    select receiver_id, sender_id, id, created_at, is_read, receiver_id from business_messages
  ) sides
 group by owner, other;
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop trigger if exists message_threads_insert on business_messages;
drop trigger if exists message_threads_read on business_messages;
drop trigger if exists message_threads_delete on business_messages;
drop function if exists message_threads_on_insert();
drop function if exists message_threads_on_read();
drop function if exists message_threads_on_delete();
drop function if exists message_threads_touch(uuid, uuid, uuid, timestamptz, integer);
drop table if exists message_threads;
`)
    .execute(db);
}
