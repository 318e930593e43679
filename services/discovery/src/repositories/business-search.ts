import { BUSINESS_PAGE_SIZE } from '@cerca/contracts/business-search';
import { type Db, escapeLike, mainPhotoUrl, sql } from '@cerca/db';
import type { RankCursor } from '../keyset-cursor';

/** Filters of the search and category grids; blank values are left out by the route. */
export interface BusinessSearchFilter {
  cityId: string;
  category?: string;
  subcategory?: string;
  q?: string;
}

/**
 * The businesses of a city matching the filter, in SQL: category and subcategory compared
 * case-insensitively (businesses_city_category_rank_idx), q a substring of the name or
 * description compared on f_unaccent(lower(...)), the expression of the trigram indexes.
 */
function matching(db: Db, filter: BusinessSearchFilter) {
  let query = db.selectFrom('businesses as b').where('b.city_id', '=', filter.cityId);
  if (filter.category) query = query.where(sql<boolean>`lower(b.category) = lower(${filter.category})`);
  if (filter.subcategory)
    query = query.where(sql<boolean>`lower(b.subcategory) = lower(${filter.subcategory})`);
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    query = query.where(
      sql<boolean>`(public.f_unaccent(lower(b.name)) like public.f_unaccent(lower(${pattern}))
        or public.f_unaccent(lower(b.description)) like public.f_unaccent(lower(${pattern})))`,
    );
  }
  return query;
}

/**
 * One page of matches ordered by rating_avg, rating_count and id, all descending, after `cursor`;
 * one row more than a page, so the caller knows whether another page follows.
 */
export function searchBusinessPage(db: Db, filter: BusinessSearchFilter, cursor: RankCursor | undefined) {
  let query = matching(db, filter)
    .select([
      'b.id',
      'b.name',
      'b.description',
      'b.category',
      'b.subcategory',
      'b.price_range',
      'b.rating_avg',
      'b.rating_count',
      'b.city',
      'b.state',
      // Read for the card's open-now badge, not sent as they are.
      'b.schedule',
      'b.special_hours',
      sql<string | null>`to_json(b.orders_paused_until) #>> '{}'`.as('paused_until'),
      // The first main photo and its thumbnail (null until the image-thumbnails job has run).
      mainPhotoUrl('b.id').as('main_photo_url'),
      mainPhotoUrl('b.id', 'thumbnail').as('main_photo_thumbnail_url'),
    ])
    .orderBy('b.rating_avg', 'desc')
    .orderBy('b.rating_count', 'desc')
    .orderBy('b.id', 'desc')
    .limit(BUSINESS_PAGE_SIZE + 1);
  if (cursor) {
    query = query.where(
      sql<boolean>`(b.rating_avg, b.rating_count, b.id)
        < (${cursor.ratingAvg}::numeric, ${cursor.ratingCount}::integer, ${cursor.id}::uuid)`,
    );
  }
  return query.execute();
}

/** How many businesses match, whatever the page ("n resultados"). */
export async function countBusinessMatches(db: Db, filter: BusinessSearchFilter): Promise<number> {
  const row = await matching(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
