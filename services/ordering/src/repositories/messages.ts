import type { Conversation, Message, SendBlock } from '@cerca/contracts/messages';
import { type Db, sql } from '@cerca/db';
import { businessUnlimitedSql } from '@cerca/plans';

// Messages (issue 12): two-person conversations in business_messages. Every query names the
// caller on one side of each row, so nobody reads or marks another pair's messages.

/** created_at as exact UTC text, so a cursor never skips rows sharing a millisecond. */
const TIME_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;

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
 * Whether any business the account owns has customer messaging: a paid business plan or its
 * trial (spec 02 §9), the rule of @cerca/plans.
 */
async function ownsMessagingBusiness(db: Db, ownerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('businesses')
    .select('businesses.id')
    .where('businesses.owner_id', '=', ownerId)
    .where(businessUnlimitedSql)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Why `sender` may not write to `receiver`, or null when it may: anyone may write to a business
 * account; two personal accounts never; a business account writes to a customer only when a
 * business it owns has messaging.
 */
export async function sendBlock(db: Db, sender: Party, receiver: Party): Promise<SendBlock | null> {
  if (receiver.user_type === 'business') return null;
  if (sender.user_type === 'user') return 'personal_to_personal';
  return (await ownsMessagingBusiness(db, sender.id)) ? null : 'business_plan';
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

/**
 * Stores a message; with a client_id already used by this sender it stores nothing and answers
 * the stored one (`created: false`), or null when that one went to someone else or said
 * something else (a reused id, not a retry).
 */
export async function insertMessage(
  db: Db,
  message: { sender_id: string; receiver_id: string; content: string; client_id: string | null },
): Promise<{ message: Message; created: boolean } | null> {
  const inserted = await db
    .insertInto('business_messages')
    .values(message)
    .onConflict((oc) => oc.columns(['sender_id', 'client_id']).doNothing())
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirst();
  if (inserted) return { message: toMessage(inserted), created: true };
  const stored = await db
    .selectFrom('business_messages')
    .select([...MESSAGE_COLUMNS])
    .where('sender_id', '=', message.sender_id)
    .where('client_id', '=', message.client_id)
    .executeTakeFirstOrThrow();
  if (stored.receiver_id !== message.receiver_id || stored.content !== message.content) return null;
  return { message: toMessage(stored), created: false };
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
