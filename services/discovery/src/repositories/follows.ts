import type { Db } from '@cerca/db';

// Follow and favourite are idempotent toggles: the unique (business_id, user_id) constraints make
// a repeated PUT a no-op (ON CONFLICT DO NOTHING) and a repeated DELETE deletes nothing.

export async function follow(db: Db, businessId: string, userId: string): Promise<void> {
  await db
    .insertInto('business_followers')
    .values({ business_id: businessId, user_id: userId })
    .onConflict((oc) => oc.columns(['business_id', 'user_id']).doNothing())
    .execute();
}

export async function unfollow(db: Db, businessId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('business_followers')
    .where('business_id', '=', businessId)
    .where('user_id', '=', userId)
    .execute();
}

export async function addFavorite(db: Db, businessId: string, userId: string): Promise<void> {
  await db
    .insertInto('business_favorites')
    .values({ business_id: businessId, user_id: userId })
    .onConflict((oc) => oc.columns(['business_id', 'user_id']).doNothing())
    .execute();
}

export async function removeFavorite(db: Db, businessId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('business_favorites')
    .where('business_id', '=', businessId)
    .where('user_id', '=', userId)
    .execute();
}
