import { type BusinessUpdate, type Database, type Db, sql, type Transaction } from '@cerca/db';

// The edit page's writes: the business's fields and schedule, and its photos.

/** What an edit checks before writing: the current category pair, city link and website. */
export function findEditableBusiness(db: Db, id: string) {
  return db
    .selectFrom('businesses')
    .select(['id', 'category', 'subcategory', 'city_id', 'website', 'website_platform'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Writes the given columns (the updated_at trigger stamps the row). */
export async function updateBusinessColumns(db: Db, id: string, changes: BusinessUpdate): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('businesses').set(changes).where('id', '=', id).execute();
}

/**
 * Locks the business row for the rest of the transaction: concurrent photo uploads of one
 * business queue here, so the five-main-photos limit cannot be raced.
 */
export function lockBusinessForPhotos(trx: Transaction<Database>, id: string) {
  return trx.selectFrom('businesses').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function countMainPhotos(db: Db | Transaction<Database>, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('business_photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('business_id', '=', businessId)
    .where('type', '=', 'main')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds main photos after the existing ones, keeping the upload order. */
export async function insertMainPhotos(
  trx: Transaction<Database>,
  businessId: string,
  urls: readonly string[],
): Promise<void> {
  if (!urls.length) return;
  await trx
    .insertInto('business_photos')
    .values(
      urls.map((url, i) => ({
        business_id: businessId,
        url,
        type: 'main' as const,
        // now() is one instant per transaction: spread by a millisecond so the upload order is kept.
        created_at: sql<Date>`now() + ${i} * interval '1 millisecond'`,
      })),
    )
    .execute();
}

/** Deletes one photo of the business and answers its URLs; undefined when it is not there. */
export async function deleteBusinessPhoto(db: Db, businessId: string, photoId: string) {
  return db
    .deleteFrom('business_photos')
    .where('id', '=', photoId)
    .where('business_id', '=', businessId)
    .returning(['id', 'url', 'thumbnail_url'])
    .executeTakeFirst();
}
