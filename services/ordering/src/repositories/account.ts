import type { NotificationSettings, UpdateAccount } from '@cerca/contracts/account';
import { FINAL_ORDER_STATUSES } from '@cerca/contracts/orders';
import { type Db, sql } from '@cerca/db';

/** Mi Perfil and Configuración's fields of one person, or undefined when the account has none. */
export function findAccount(db: Db, id: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'username', 'email', 'phone', 'notifications_enabled'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether another person already uses this username (case-insensitively). */
export async function usernameTakenByOther(db: Db, id: string, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('profiles')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .where('id', '<>', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores username and phone; undefined when the account has no profile. */
export function updateAccount(db: Db, id: string, changes: UpdateAccount) {
  return db
    .updateTable('profiles')
    .set({ username: changes.username, phone: changes.phone })
    .where('id', '=', id)
    .returning(['id', 'username', 'email', 'phone', 'notifications_enabled'])
    .executeTakeFirst();
}

export function updateNotifications(db: Db, id: string, settings: NotificationSettings) {
  return db
    .updateTable('profiles')
    .set({ notifications_enabled: settings.notifications_enabled })
    .where('id', '=', id)
    .returning(['notifications_enabled'])
    .executeTakeFirst();
}

/** A position in the activity list: the row's created_at (UTC, microseconds) and id. */
export interface ActivityPosition {
  at: string;
  id: string;
}

/** created_at as exact UTC text, so the cursor never skips rows sharing a millisecond. */
const TIME_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;

/**
 * The person's own orders, reviews and posts merged, newest first, `limit` rows after `after`.
 * Each source is read through its (user_id, created_at) index, then the union is cut.
 */
export async function listActivity(db: Db, userId: string, limit: number, after?: ActivityPosition) {
  const before = (table: string) =>
    after
      ? sql`and (${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.id`)}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql``;
  const result = await sql<{
    type: 'order' | 'review' | 'post';
    id: string;
    created_at: string;
    business_id: string | null;
    business_name: string | null;
    detail: string | null;
    text: string | null;
  }>`
select type, id, to_char(created_at at time zone 'UTC', ${sql.lit(TIME_FORMAT)}) as created_at,
  business_id, business_name, detail, text
from (
  (select 'order' as type, orders.id, orders.created_at, orders.business_id, businesses.name as business_name,
     orders.status as detail, orders.total_amount::text as text
   from orders join businesses on businesses.id = orders.business_id
   where orders.user_id = ${userId} ${before('orders')}
   order by orders.created_at desc, orders.id desc limit ${limit})
  union all
  (select 'review', reviews.id, reviews.created_at, reviews.business_id, businesses.name,
     reviews.rating::text, reviews.comment
   from reviews join businesses on businesses.id = reviews.business_id
   where reviews.user_id = ${userId} ${before('reviews')}
   order by reviews.created_at desc, reviews.id desc limit ${limit})
  union all
  (select 'post', business_posts.id, business_posts.created_at, business_posts.business_id, businesses.name,
     null, business_posts.caption
   from business_posts left join businesses on businesses.id = business_posts.business_id
   where business_posts.user_id = ${userId} ${before('business_posts')}
   order by business_posts.created_at desc, business_posts.id desc limit ${limit})
) activity
order by activity.created_at desc, activity.id desc
limit ${limit}`.execute(db);
  return result.rows;
}

/**
 * Deletes the account: the auth user (profile, favourites, follows, reactions, comments, posts,
 * reviews, messages, owned businesses… cascade from it), after anonymising the person's orders
 * at other businesses, which stay for the businesses' books (orders.user_id is SET NULL by the
 * foreign key). Free-text notes go; the delivery address stays only on orders still in progress,
 * where the business needs it to deliver; finished ones get `removedAddress`. Answers the ended
 * session ids, to be revoked.
 */
export async function deleteAccount(db: Db, userId: string, removedAddress: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('auth.users').select('id').where('id', '=', userId).forUpdate().execute();
    await trx
      .updateTable('orders')
      .set((eb) => ({
        delivery_notes: null,
        delivery_address: eb
          .case()
          .when('status', 'in', FINAL_ORDER_STATUSES)
          .then(removedAddress)
          .else(eb.ref('delivery_address'))
          .end(),
        // The colonia goes with the street; the postal code (an area, for the business's books) stays.
        delivery_neighborhood: eb
          .case()
          .when('status', 'in', FINAL_ORDER_STATUSES)
          .then(null)
          .else(eb.ref('delivery_neighborhood'))
          .end(),
      }))
      .where('user_id', '=', userId)
      .execute();
    const sessions = await trx
      .selectFrom('auth.sessions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('auth.users').where('id', '=', userId).execute();
    return sessions.map((session) => session.id);
  });
}

export function updateAvatar(db: Db, id: string, avatarUrl: string | null) {
  return db
    .updateTable('profiles')
    .set({ avatar_url: avatarUrl })
    .where('id', '=', id)
    .returning(['avatar_url'])
    .executeTakeFirst();
}
