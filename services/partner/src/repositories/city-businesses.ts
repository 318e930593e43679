import { CITY_BUSINESSES_PAGE_SIZE, type CityBusiness } from '@cerca/contracts/city-dashboard';
import { LIVE_ORDER_STATUSES } from '@cerca/contracts/orders';
import type { Database } from '@cerca/db';
import { type Db, escapeLike, mainPhotoUrl, sql, type Transaction } from '@cerca/db';
import type { TimeCursor } from '@cerca/service-kit';

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

/** The businesses of a city whose name holds `q` (case and accents ignored: the trigram index's expression). */
function cityBusinesses(db: Db, cityId: string, q: string | undefined) {
  let query = db.selectFrom('businesses as b').where('b.city_id', '=', cityId);
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    query = query.where(
      sql<boolean>`public.f_unaccent(lower(b.name)) like public.f_unaccent(lower(${pattern}))`,
    );
  }
  return query;
}

/**
 * One page of the Negocios tab, newest first (businesses_city_created_idx), after `cursor`, with
 * the owner and the first main photo; one row more than a page, so the caller knows whether
 * another follows. Each row carries its own cursor position (`at`).
 */
export async function listCityBusinessPage(
  db: Db,
  cityId: string,
  q: string | undefined,
  cursor: TimeCursor | undefined,
): Promise<Array<CityBusiness & { at: string }>> {
  let query = cityBusinesses(db, cityId, q)
    .innerJoin('profiles as p', 'p.id', 'b.owner_id')
    .select([
      'b.id',
      'b.name',
      'b.category',
      'b.subcategory',
      'b.rating_avg',
      'b.rating_count',
      mainPhotoUrl('b.id', 'card').as('photo_url'),
      'p.id as owner_id',
      'p.username as owner_username',
      'p.full_name as owner_full_name',
      'p.avatar_url as owner_avatar_url',
      sql<string>`to_char(b.created_at at time zone 'UTC', ${sql.lit(ISO)})`.as('at'),
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(CITY_BUSINESSES_PAGE_SIZE + 1);
  if (cursor) {
    query = query.where(sql<boolean>`(b.created_at, b.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    subcategory: row.subcategory,
    photo_url: row.photo_url ?? null,
    rating_avg: Number(row.rating_avg),
    rating_count: row.rating_count,
    owner: {
      id: row.owner_id,
      username: row.owner_username,
      full_name: row.owner_full_name,
      avatar_url: row.owner_avatar_url,
    },
    created_at: row.at,
    at: row.at,
  }));
}

/** How many businesses of the city match `q`, whatever the page. */
export async function countCityBusinesses(db: Db, cityId: string, q: string | undefined): Promise<number> {
  const row = await cityBusinesses(db, cityId, q)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type BusinessDeletion =
  | { outcome: 'deleted'; business: { id: string; name: string; owner_id: string }; mediaUrls: string[] }
  | { outcome: 'not-found' }
  | { outcome: 'live-orders' };

/**
 * Deletes a business of the city inside `trx` (its photos, posts, stories, reviews, events, menu
 * and past orders go with it: ON DELETE CASCADE). The row is locked first, which also holds back
 * a new order (its foreign key check needs the row), so no live order slips in between the check
 * and the delete. A business of another city is not found.
 */
export async function deleteCityBusiness(
  trx: Transaction<Database>,
  cityId: string,
  businessId: string,
): Promise<BusinessDeletion> {
  const business = await trx
    .selectFrom('businesses')
    .select(['id', 'name', 'owner_id'])
    .where('id', '=', businessId)
    .where('city_id', '=', cityId)
    .forUpdate()
    .executeTakeFirst();
  if (!business) return { outcome: 'not-found' };
  const live = await trx
    .selectFrom('orders')
    .select('id')
    .where('business_id', '=', businessId)
    .where('status', 'in', LIVE_ORDER_STATUSES)
    .limit(1)
    .executeTakeFirst();
  if (live) return { outcome: 'live-orders' };
  const mediaUrls = await businessMediaUrls(trx, businessId);
  await trx.deleteFrom('businesses').where('id', '=', businessId).execute();
  return { outcome: 'deleted', business, mediaUrls };
}

/**
 * Every stored file the business's rows show (photos, posts, stories, menu, events), read before
 * the cascade removes the rows, so the files can be removed once the deletion has committed.
 */
async function businessMediaUrls(trx: Transaction<Database>, businessId: string): Promise<string[]> {
  const { rows } = await sql<{ url: string }>`
    select url from business_photos where business_id = ${businessId}
    union select thumbnail_url from business_photos where business_id = ${businessId}
    union select media_url from business_posts where business_id = ${businessId}
    union select thumbnail_url from business_posts where business_id = ${businessId}
    union select media_url from business_stories where business_id = ${businessId}
    union select thumbnail_url from business_stories where business_id = ${businessId}
    union select image_url from menu_items where business_id = ${businessId}
    union select image_url from weekend_plans where business_id = ${businessId}
  `.execute(trx);
  return rows.map((row) => row.url).filter((url): url is string => Boolean(url));
}
