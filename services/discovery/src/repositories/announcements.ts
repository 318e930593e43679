import { type Db, escapeLike, mainPhotoUrl, sql } from '@cerca/db';
import { afterTimeCursor, type TimeCursor, timeCursorAt } from '../keyset-cursor';

/** What Avisos asks for; blank values are left out by the route. */
export interface AnnouncementsFilter {
  userId: string;
  /** A substring of the title, the message or the business name, without case and accents. */
  q?: string | undefined;
  /** The business's main category, compared without case. */
  category?: string | undefined;
}

/**
 * The live business_global_messages of the businesses the person follows: the follow decides
 * whose, and the read path guards on time itself (a stopped expiry job never shows an expired one).
 */
function liveFollowedMessages(db: Db, userId: string) {
  return db
    .selectFrom('business_followers as f')
    .innerJoin('business_global_messages as m', 'm.business_id', 'f.business_id')
    .innerJoin('businesses as b', 'b.id', 'm.business_id')
    .where('f.user_id', '=', userId)
    .where('m.expires_at', '>', sql<Date>`now()`);
}

/**
 * One page of those messages, newest first, after `cursor`, with the business and its logo; one
 * row more than `limit`, so the caller knows whether another page follows.
 */
export function listFollowedAnnouncementPage(
  db: Db,
  filter: AnnouncementsFilter,
  cursor: TimeCursor | undefined,
  limit: number,
) {
  let query = liveFollowedMessages(db, filter.userId)
    .select([
      'm.id',
      'm.title',
      'm.message',
      'm.type',
      'm.expires_at',
      'm.is_premium_only',
      'm.created_at',
      timeCursorAt('m.created_at').as('cursor_at'),
      'b.id as business_id',
      'b.name as business_name',
      'b.category as business_category',
      'b.subcategory as business_subcategory',
      mainPhotoUrl('b.id', 'card').as('logo_url'),
    ])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit + 1);
  if (filter.category) query = query.where(sql<boolean>`lower(b.category) = lower(${filter.category})`);
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    query = query.where(
      sql<boolean>`(public.f_unaccent(lower(m.title)) like public.f_unaccent(lower(${pattern}))
        or public.f_unaccent(lower(m.message)) like public.f_unaccent(lower(${pattern}))
        or public.f_unaccent(lower(b.name)) like public.f_unaccent(lower(${pattern})))`,
    );
  }
  if (cursor) query = query.where(afterTimeCursor(cursor, 'desc', 'm.created_at', 'm.id'));
  return query.execute();
}

/** The main categories of the followed businesses with a live message, in the catalogue's order. */
export async function listFollowedAnnouncementCategories(db: Db, userId: string): Promise<string[]> {
  const rows = await liveFollowedMessages(db, userId)
    .leftJoin('categories as cat', 'cat.name', 'b.category')
    .select('b.category')
    .groupBy('b.category')
    .orderBy(sql`min(cat.sort_order) nulls last`)
    .orderBy('b.category')
    .execute();
  return rows.map((row) => row.category);
}
