import { REVIEWS_PAGE_SIZE, type Review } from '@cerca/contracts/business-page';
import type { Db } from '@cerca/db';
import { afterTimeCursor, type TimeCursor, timeCursorAt } from '../keyset-cursor';

/** Reviews with their author's public fields and the TimeCursor position of created_at. */
function reviewsWithAuthor(db: Db) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('profiles as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.business_id',
      'r.rating',
      'r.comment',
      'r.created_at',
      'r.updated_at',
      'u.id as author_id',
      'u.username as author_username',
      'u.full_name as author_full_name',
      'u.avatar_url as author_avatar_url',
      timeCursorAt('r.created_at').as('cursor_at'),
    ]);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsWithAuthor>['executeTakeFirstOrThrow']>>;

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    business_id: row.business_id,
    rating: row.rating,
    comment: row.comment,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    author: {
      id: row.author_id,
      username: row.author_username,
      full_name: row.author_full_name,
      avatar_url: row.author_avatar_url,
    },
  };
}

/** One page of a business's reviews, newest first, after `cursor`; next is the cursor of the last row when more follow. */
export async function listReviewPage(db: Db, businessId: string, cursor: TimeCursor | undefined) {
  let query = reviewsWithAuthor(db)
    .where('r.business_id', '=', businessId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(REVIEWS_PAGE_SIZE + 1);
  if (cursor) {
    query = query.where(afterTimeCursor(cursor, 'desc', 'r.created_at', 'r.id'));
  }
  const rows = await query.execute();
  const page = rows.slice(0, REVIEWS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    reviews: page.map(toReview),
    next: rows.length > REVIEWS_PAGE_SIZE && last ? { at: last.cursor_at, id: last.id } : null,
  };
}

export async function findReviewBy(db: Db, businessId: string, userId: string): Promise<Review | null> {
  const row = await reviewsWithAuthor(db)
    .where('r.business_id', '=', businessId)
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
  return row ? toReview(row) : null;
}

/**
 * Writes the person's review of the business: the first PUT inserts it, later ones edit it (one
 * review per person and business, ON CONFLICT on the unique key). The reviews trigger recomputes
 * the business's rating_avg / rating_count in the same transaction, after locking the business
 * row FOR NO KEY UPDATE (2026-11-22T06 rating_lock): concurrent reviewers queue, never deadlock,
 * and the aggregates read back here already include this review.
 */
export async function upsertReview(
  db: Db,
  review: { businessId: string; userId: string; rating: number; comment: string | null },
) {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('reviews')
      .values({
        business_id: review.businessId,
        user_id: review.userId,
        rating: review.rating,
        comment: review.comment,
      })
      .onConflict((oc) =>
        oc.columns(['business_id', 'user_id']).doUpdateSet((eb) => ({
          rating: eb.ref('excluded.rating'),
          comment: eb.ref('excluded.comment'),
        })),
      )
      .execute();
    const business = await trx
      .selectFrom('businesses')
      .select(['rating_avg', 'rating_count'])
      .where('id', '=', review.businessId)
      .executeTakeFirstOrThrow();
    const row = await reviewsWithAuthor(trx)
      .where('r.business_id', '=', review.businessId)
      .where('r.user_id', '=', review.userId)
      .executeTakeFirstOrThrow();
    return {
      review: toReview(row),
      rating_avg: Number(business.rating_avg),
      rating_count: business.rating_count,
    };
  });
}
