import type { PublicPerson } from '@cerca/contracts';
import type { Db } from '@cerca/db';

/** Id, owner and city of a business: what the permission and existence checks need. */
export function findBusinessOwnership(db: Db, id: string) {
  return db
    .selectFrom('businesses')
    .select(['id', 'owner_id', 'city_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The public fields of one person (never e-mail, phone or role). */
export function findPublicPerson(db: Db, id: string): Promise<PublicPerson | undefined> {
  return db
    .selectFrom('profiles')
    .select(['id', 'username', 'full_name', 'avatar_url'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The IANA zone of a city; undefined without a city or zone. */
export async function findCityTimeZone(db: Db, cityId: string | null): Promise<string | undefined> {
  if (!cityId) return undefined;
  const city = await db.selectFrom('cities').select('time_zone').where('id', '=', cityId).executeTakeFirst();
  return city?.time_zone;
}

export async function countFollowers(db: Db, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('business_followers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the person follows and has saved the business (two unique-index probes). */
export async function findViewerFlags(db: Db, businessId: string, userId: string) {
  // One round trip for both (each an index lookup on the unique (business_id, user_id)).
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('business_followers')
            .select('id')
            .where('business_id', '=', businessId)
            .where('user_id', '=', userId),
        )
        .as('following'),
      eb
        .exists(
          eb
            .selectFrom('business_favorites')
            .select('id')
            .where('business_id', '=', businessId)
            .where('user_id', '=', userId),
        )
        .as('favorite'),
    ])
    .executeTakeFirstOrThrow();
  return { isFollowing: Boolean(row.following), isFavorite: Boolean(row.favorite) };
}
