import type { Conversation, Message, SendBlock } from '@cerca/contracts/messages';
import { type Db, sql } from '@cerca/db';
import { businessUnlimitedSql } from '@cerca/plans';

// Messages (issue 12): two-person conversations in business_messages. Every query names the
// caller on one side of each row, so nobody reads or marks another pair's messages.

/** created_at as exact UTC text, so a cursor never skips rows sharing a millisecond. */
const TIME_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;

type RawSql = ReturnType<typeof sql>;

const MESSAGE_COLUMNS = ['id', 'sender_id', 'receiver_id', 'content', 'is_read', 'created_at'] as const;

interface MessageRow {
  id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  is_read: boolean;
  created_at: Date | string;
}

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    sender_id: row.sender_id,
    receiver_id: row.receiver_id,
    content: row.content,
    is_read: row.is_read,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export interface Party {
  id: string;
  username: string;
  full_name: string | null;
  avatar_url: string | null;
  user_type: 'user' | 'business';
}

export async function findParty(db: Db, userId: string): Promise<Party | null> {
  const row = await db
    .selectFrom('profiles')
    .select(['id', 'username', 'full_name', 'avatar_url', 'user_type'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The plan rule of messaging (spec 02 §9), once, as SQL: null when the sender may write to the
 * receiver, else why not. Anyone may write to a business account; two personal accounts never;
 * a business account writes to a customer only when a business it owns has customer messaging
 * (a paid business plan or its trial, the rule of @cerca/plans).
 */
function sendBlockSql(senderId: string, senderType: RawSql, receiverType: RawSql): RawSql {
  return sql`case
    when ${receiverType} = 'business' then null
    when ${senderType} = 'user' then 'personal_to_personal'
    when exists (select 1 from businesses where businesses.owner_id = ${senderId} and ${businessUnlimitedSql})
      then null
    else 'business_plan' end`;
}

/** Why `sender` may not write to `receiver`, or null when it may (sendBlockSql). */
export async function sendBlock(db: Db, sender: Party, receiver: Party): Promise<SendBlock | null> {
  const { rows } = await sql<{ block: SendBlock | null }>`
    select ${sendBlockSql(sender.id, sql`${sender.user_type}::text`, sql`${receiver.user_type}::text`)} as block`.execute(
    db,
  );
  return rows[0]?.block ?? null;
}

/** A position in a list: created_at (UTC, microseconds) and id. */
export interface Position {
  at: string;
  id: string;
}

/**
 * One page of the caller's conversations (one per other person), latest message first: an index
 * range of message_threads (kept by triggers as messages come and are read), with the latest
 * message and the other person's profile. The cost is the page's, however long the history.
 */
export async function listConversations(
  db: Db,
  userId: string,
  limit: number,
  after?: Position,
): Promise<{ conversations: Conversation[]; positions: Position[] }> {
  const cursor = after
    ? sql`and (threads.last_message_at, threads.last_message_id) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const { rows } = await sql<
    MessageRow & Omit<Party, 'id'> & { other_id: string; position_at: string; unread_count: number }
  >`
    select threads.other_id, threads.unread_count,
      m.id, m.sender_id, m.receiver_id, m.content, m.is_read, m.created_at,
      profiles.username, profiles.full_name, profiles.avatar_url, profiles.user_type,
      to_char(threads.last_message_at at time zone 'UTC', ${sql.lit(TIME_FORMAT)}) as position_at
    from message_threads threads
    join business_messages m on m.id = threads.last_message_id
    join profiles on profiles.id = threads.other_id
    where threads.user_id = ${userId} ${cursor}
    order by threads.last_message_at desc, threads.last_message_id desc
    limit ${limit}
  `.execute(db);
  return {
    conversations: rows.map((row) => ({
      other: {
        id: row.other_id,
        username: row.username,
        full_name: row.full_name,
        avatar_url: row.avatar_url,
        user_type: row.user_type,
      },
      last_message: toMessage(row),
      unread_count: Number(row.unread_count),
    })),
    positions: rows.map((row) => ({ at: row.position_at, id: row.id })),
  };
}

export type ThreadPage = { before: string } | { after: string } | 'latest';

/**
 * The pair's messages, oldest first: the newest page (`latest`), the page older than a message
 * (`before`), or every message after one (`after`, a reconnecting client). Null when the cursor
 * message is not one of this pair's.
 */
export async function listThread(
  db: Db,
  userId: string,
  otherId: string,
  page: ThreadPage,
  pageSize: number,
): Promise<{ messages: Message[]; hasOlder: boolean } | null> {
  const pair = db
    .selectFrom('business_messages')
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', userId), eb('receiver_id', '=', otherId)]),
        eb.and([eb('sender_id', '=', otherId), eb('receiver_id', '=', userId)]),
      ]),
    );
  if (page !== 'latest') {
    const id = 'before' in page ? page.before : page.after;
    const anchor = await pair.select('id').where('id', '=', id).executeTakeFirst();
    if (!anchor) return null;
    // Compared in SQL: a JS Date would drop the microseconds and skip or repeat rows.
    const anchorKeys = sql`(select created_at, id from business_messages where id = ${anchor.id})`;
    const keys = sql.raw('(created_at, id)');
    if ('after' in page) {
      const rows = await pair
        .select(MESSAGE_COLUMNS)
        .where(sql<boolean>`${keys} > ${anchorKeys}`)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return { messages: rows.map(toMessage), hasOlder: false };
    }
    const rows = await pair
      .select(MESSAGE_COLUMNS)
      .where(sql<boolean>`${keys} < ${anchorKeys}`)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize + 1)
      .execute();
    return { messages: rows.slice(0, pageSize).reverse().map(toMessage), hasOlder: rows.length > pageSize };
  }
  const rows = await pair
    .select(MESSAGE_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize + 1)
    .execute();
  return { messages: rows.slice(0, pageSize).reverse().map(toMessage), hasOlder: rows.length > pageSize };
}

/** What one send came to (sendMessage). */
export type SendOutcome =
  | { kind: 'no_sender' }
  | { kind: 'no_receiver' }
  | { kind: 'client_id_reused' }
  | { kind: 'blocked'; block: SendBlock }
  | { kind: 'stored'; message: Message; created: boolean };

/**
 * Sends a message in one statement (issue 24): reads both people, applies the plan rule of
 * sendBlock, stores the message once per client_id and writes its outbox rows, whose bell title
 * gets the sender's name here (`{name}` in the title). Nothing is written when a rule refuses.
 *
 * A retry whose first try committed while this statement ran (two sends of one client_id at
 * once) finds no row in its snapshot: that rare case reads the stored row in a second statement.
 */
export async function sendMessage(
  db: Db,
  message: { id: string; sender_id: string; receiver_id: string; content: string; client_id: string | null },
  outbox: readonly { topic: string; payload: string }[],
): Promise<SendOutcome> {
  const { id, sender_id: senderId, receiver_id: receiverId, content, client_id: clientId } = message;
  const events = outbox.length
    ? sql`, events as (
        insert into event_outbox (topic, payload)
        select e.topic,
               case when e.payload ? 'title'
                    then jsonb_set(e.payload, '{title}', to_jsonb(replace(e.payload->>'title', '{name}',
                         (select coalesce(nullif(full_name, ''), username) from me))))
                    else e.payload end
        from (values ${sql.join(outbox.map((row) => sql`(${row.topic}, ${row.payload}::jsonb)`))}) as e(topic, payload)
        where exists (select 1 from inserted)
      )`
    : sql``;
  const { rows } = await sql<{
    sender_type: 'user' | 'business' | null;
    receiver_type: 'user' | 'business' | null;
    block: SendBlock | null;
    inserted: MessageRow | null;
    existing: MessageRow | null;
  }>`
    with me as (select id, username, full_name, user_type from profiles where id = ${senderId}),
    other as (select id, user_type from profiles where id = ${receiverId}),
    block as (
      select ${sendBlockSql(senderId, sql`(select user_type from me)::text`, sql`(select user_type from other)::text`)} as why
    ),
    inserted as (
      insert into business_messages (id, sender_id, receiver_id, content, client_id)
      select ${id}, ${senderId}, ${receiverId}, ${content}, ${clientId}
      where exists (select 1 from me) and exists (select 1 from other) and (select why from block) is null
      on conflict (sender_id, client_id) do nothing
      returning id, sender_id, receiver_id, content, is_read, created_at
    )${events}
    select (select user_type from me) as sender_type,
           (select user_type from other) as receiver_type,
           (select why from block) as block,
           (select to_jsonb(i) from inserted i) as inserted,
           -- A retry's stored row, looked up only when nothing was inserted (an initplan runs
           -- when first needed, and CASE asks for it only then).
           case when not exists (select 1 from inserted) then
             (select to_jsonb(m) from (select id, sender_id, receiver_id, content, is_read, created_at
                                       from business_messages
                                       where sender_id = ${senderId} and client_id = ${clientId}) m)
           end as existing`.execute(db);
  const row = rows[0];
  if (!row?.sender_type) return { kind: 'no_sender' };
  if (!row.receiver_type) return { kind: 'no_receiver' };
  if (row.block) return { kind: 'blocked', block: row.block };
  if (row.inserted) return { kind: 'stored', message: toMessage(row.inserted), created: true };
  const stored = row.existing ?? (await findByClientId(db, senderId, clientId));
  if (!stored || stored.receiver_id !== receiverId || stored.content !== content)
    return { kind: 'client_id_reused' };
  return { kind: 'stored', message: toMessage(stored), created: false };
}

async function findByClientId(db: Db, senderId: string, clientId: string | null): Promise<MessageRow | null> {
  if (clientId === null) return null;
  const row = await db
    .selectFrom('business_messages')
    .select([...MESSAGE_COLUMNS])
    .where('sender_id', '=', senderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Marks the other person's unread messages to the caller read; the newest one marked, if any, and
 * whether the caller still has unread messages no digest has mailed (from anyone else: the
 * statement's snapshot still shows the rows it marks as unread).
 */
export async function markThreadRead(
  db: Db,
  userId: string,
  otherId: string,
): Promise<{ read: number; upTo: string | null; readAt: string; digestPending: boolean }> {
  const { rows } = await sql<{ read: string; up_to: string | null; read_at: Date; digest_pending: boolean }>`
    with marked as (
      update business_messages set is_read = true
       where receiver_id = ${userId} and sender_id = ${otherId} and not is_read
      returning id, created_at
    )
    select count(*) as read, now() as read_at,
      (select id from marked order by created_at desc, id desc limit 1) as up_to,
      exists (
        select 1 from business_messages
         where receiver_id = ${userId} and sender_id <> ${otherId} and not is_read and emailed_at is null
      ) as digest_pending
    from marked
  `.execute(db);
  const row = rows[0]!;
  return {
    read: Number(row.read),
    upTo: row.up_to,
    readAt: new Date(row.read_at).toISOString(),
    digestPending: row.digest_pending,
  };
}
