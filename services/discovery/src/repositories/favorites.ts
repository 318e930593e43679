import { type Db, escapeLike, mainPhotoUrl, sql } from '@cerca/db';
import { afterTimeCursor, type TimeCursor, timeCursorAt } from '../keyset-cursor';

/** What /favorites asks for; blank values are left out by the route. */
export interface FavoritesFilter {
  userId: string;
  /** A substring of the business name, compared without case and accents. */
  q?: string | undefined;
  /** A main category, compared without case. */
  category?: string | undefined;
}

/** The caller's favourites with their business: the one place the owner of a list is chosen. */
function favoritesOf(db: Db, userId: string) {
  return db
    .selectFrom('business_favorites as f')
    .innerJoin('businesses as b', 'b.id', 'f.business_id')
    .where('f.user_id', '=', userId);
}

/**
 * One page of the person's favourites, newest saved first (business_favorites_user_idx), after
 * `cursor`, with the business card's columns and the business's city zone; one row more than
 * `limit`, so the caller knows whether another page follows.
 */
export function listFavoritePage(
  db: Db,
  filter: FavoritesFilter,
  cursor: TimeCursor | undefined,
  limit: number,
) {
  let query = favoritesOf(db, filter.userId)
    .leftJoin('cities as c', 'c.id', 'b.city_id')
    .select([
      'f.id as favorite_id',
      'f.created_at as saved_at',
      timeCursorAt('f.created_at').as('cursor_at'),
      'c.time_zone',
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
      mainPhotoUrl('b.id').as('main_photo_url'),
      mainPhotoUrl('b.id', 'thumbnail').as('main_photo_thumbnail_url'),
    ])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(limit + 1);
  if (filter.category) query = query.where(sql<boolean>`lower(b.category) = lower(${filter.category})`);
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    query = query.where(
      sql<boolean>`public.f_unaccent(lower(b.name)) like public.f_unaccent(lower(${pattern}))`,
    );
  }
  if (cursor) query = query.where(afterTimeCursor(cursor, 'desc', 'f.created_at', 'f.id'));
  return query.execute();
}

/** The main categories among all the person's favourites, in the catalogue's order. */
export async function listFavoriteCategories(db: Db, userId: string): Promise<string[]> {
  const rows = await favoritesOf(db, userId)
    .leftJoin('categories as cat', 'cat.name', 'b.category')
    .select('b.category')
    .groupBy('b.category')
    .orderBy(sql`min(cat.sort_order) nulls last`)
    .orderBy('b.category')
    .execute();
  return rows.map((row) => row.category);
}
