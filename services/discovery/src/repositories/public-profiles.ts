import { PROFILE_BUSINESSES_LIMIT, type ProfileBusiness } from '@cerca/contracts/city-life/public-profile';
import { type Db, mainPhotoUrl } from '@cerca/db';

/**
 * What the public profile shows of a person, or undefined when there is none. The e-mail leaves
 * this function only when its owner turned show_email on: every caller gets null otherwise.
 */
export async function findPublicProfile(db: Db, id: string) {
  const row = await db
    .selectFrom('profiles')
    .select(['id', 'username', 'full_name', 'avatar_url', 'email', 'show_email', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    username: row.username,
    full_name: row.full_name,
    avatar_url: row.avatar_url,
    email: row.show_email ? row.email : null,
    created_at: row.created_at.toISOString(),
  };
}

/** The person's approved publications (rows of one multi-photo post count once). */
export async function countPersonPublications(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('business_posts')
    .select((eb) => eb.fn.count<string>('publication_id').distinct().as('n'))
    .where('user_id', '=', userId)
    .where('approved', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The businesses the person owns, newest first, with their logo (first main photo). */
export function listPersonBusinesses(db: Db, ownerId: string): Promise<ProfileBusiness[]> {
  return db
    .selectFrom('businesses as b')
    .select(['b.id', 'b.name', 'b.category', mainPhotoUrl('b.id', 'card').as('logo_url')])
    .where('b.owner_id', '=', ownerId)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(PROFILE_BUSINESSES_LIMIT)
    .execute();
}
