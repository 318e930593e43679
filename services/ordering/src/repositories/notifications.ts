import type { Notification } from '@cerca/contracts/notifications';
import { type Db, sql } from '@cerca/db';

// The bell (issue 11): a person's own notifications, newest first, and marking them read. Every
// query is scoped to the caller's user_id: nobody reads or marks another person's rows.

/** created_at as exact UTC text, so the cursor never skips rows sharing a millisecond. */
const TIME_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;

/** A position in the list: the row's created_at (UTC, microseconds) and id. */
export interface NotificationPosition {
  at: string;
  id: string;
}

/** One page of the person's notifications, newest first, after `after` when given. */
export async function listNotifications(
  db: Db,
  userId: string,
  limit: number,
  after?: NotificationPosition,
): Promise<{ notifications: Notification[]; positions: NotificationPosition[] }> {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'type', 'title', 'body', 'data', 'read_at', 'created_at'])
    .select(sql<string>`to_char(created_at at time zone 'UTC', ${sql.lit(TIME_FORMAT)})`.as('position_at'))
    .where('user_id', '=', userId);
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('created_at', 'id'),
        '<',
        eb.tuple(sql<Date>`${after.at}::timestamptz`, sql<string>`${after.id}::uuid`),
      ),
    );
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      body: row.body,
      data: (row.data ?? {}) as Record<string, unknown>,
      read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
      created_at: new Date(row.created_at).toISOString(),
    })),
    positions: rows.map((row) => ({ at: row.position_at, id: row.id })),
  };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the given ids (only the caller's), or all of the caller's when `ids` is 'all'. */
export async function markRead(db: Db, userId: string, ids: string[] | 'all'): Promise<void> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  // Ids that are not UUIDs cannot be anybody's notification: compare as text, never cast.
  if (ids !== 'all') query = query.where(sql<string>`id::text`, 'in', ids);
  await query.execute();
}
