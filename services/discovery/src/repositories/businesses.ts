import type { Business } from '@cerca/contracts/business';
import {
  type Database,
  type Db,
  mainPhotoUrl,
  type NewBusiness,
  type PhotoType,
  sql,
  type Transaction,
} from '@cerca/db';

/** A business with its photos (oldest first), shaped for the API; undefined when missing. */
export async function findBusinessWithPhotos(
  db: Db | Transaction<Database>,
  id: string,
): Promise<Business | undefined> {
  const business = await db
    .selectFrom('businesses')
    .select([
      'id',
      'owner_id',
      'name',
      'description',
      'address',
      'city',
      'state',
      'zip_code',
      'phone',
      'website',
      'website_platform',
      'category',
      'subcategory',
      'price_range',
      'city_id',
      'business_type',
      'schedule',
      'special_hours',
      'rating_avg',
      'rating_count',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!business) return undefined;
  const photos = await db
    .selectFrom('business_photos')
    .select(['id', 'url', 'type', 'created_at'])
    .where('business_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    id: business.id,
    owner_id: business.owner_id,
    name: business.name,
    description: business.description,
    address: business.address,
    city: business.city,
    state: business.state,
    zip_code: business.zip_code,
    phone: business.phone,
    website: business.website,
    website_platform: business.website_platform,
    category: business.category,
    subcategory: business.subcategory,
    price_range: business.price_range,
    city_id: business.city_id,
    business_type: business.business_type,
    schedule: business.schedule,
    special_hours: business.special_hours,
    rating_avg: Number(business.rating_avg),
    rating_count: business.rating_count,
    created_at: business.created_at.toISOString(),
    updated_at: business.updated_at.toISOString(),
    photos: photos.map((photo) => ({ ...photo, created_at: photo.created_at.toISOString() })),
  };
}

export async function countOwnedBusinesses(db: Db | Transaction<Database>, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('businesses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Locks the owner's profile row for the rest of the transaction and returns its account type:
 * concurrent creations by one account queue here, so the one-business limit cannot be raced.
 */
export function lockProfileForUpdate(trx: Transaction<Database>, profileId: string) {
  return trx
    .selectFrom('profiles')
    .select(['id', 'user_type'])
    .where('id', '=', profileId)
    .forUpdate()
    .executeTakeFirst();
}

export function findProfileType(db: Db, profileId: string) {
  return db.selectFrom('profiles').select(['id', 'user_type']).where('id', '=', profileId).executeTakeFirst();
}

export async function insertBusinessWithPhotos(
  trx: Transaction<Database>,
  business: NewBusiness & { id: string },
  photos: Array<{ url: string; type: PhotoType }>,
): Promise<void> {
  await trx.insertInto('businesses').values(business).execute();
  if (photos.length) {
    await trx
      .insertInto('business_photos')
      .values(
        photos.map((photo, i) => ({
          business_id: business.id,
          url: photo.url,
          type: photo.type,
          // now() is one instant per transaction: spread by a millisecond so the upload order is kept.
          created_at: sql<Date>`now() + ${i} * interval '1 millisecond'`,
        })),
      )
      .execute();
  }
}

/** The caller's businesses for Crear's picker, newest first, with the logo (first main photo). */
export function listOwnedBusinesses(db: Db, ownerId: string) {
  return db
    .selectFrom('businesses as b')
    .select(['b.id', 'b.name', 'b.category', mainPhotoUrl('b.id', 'card').as('logo_url')])
    .where('b.owner_id', '=', ownerId)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
}

/** What publishing needs of a business: its city (feed cache, time zone) and creation (trial). */
export function findPublishingBusiness(db: Db, id: string) {
  return db
    .selectFrom('businesses')
    .select(['id', 'name', 'city_id', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Locks the business row for the rest of the transaction: concurrent publications of one
 * business queue here, so the plan's post limit cannot be raced.
 */
export function lockBusinessForUpdate(trx: Transaction<Database>, id: string) {
  return trx
    .selectFrom('businesses')
    .select(['id', 'name', 'city_id', 'created_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * "Pausar pedidos" of the business (issue 25; the column is set by ordering's kitchen): ISO text,
 * 'infinity' until reopened, or null. Read for "Abierto ahora" (orderingState).
 */
export async function findOrdersPausedUntil(db: Db, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('businesses')
    .select(sql<string | null>`to_json(orders_paused_until) #>> '{}'`.as('paused_until'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.paused_until ?? null;
}
