import type { BusinessDeliveryZone, DeliveryZoneBody } from '@cerca/contracts/addresses';
import type { Db } from '@cerca/db';

// Where a business delivers (issue 25). No row is the whole city; saving "toda la ciudad" removes
// the row, so the two can never disagree.

/** The business's zone and city; undefined when the business does not exist. */
export async function findDeliveryZone(
  db: Db,
  businessId: string,
): Promise<BusinessDeliveryZone | undefined> {
  const row = await db
    .selectFrom('businesses')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .leftJoin('business_delivery_zones as zone', 'zone.business_id', 'businesses.id')
    .select(['businesses.city_id', 'cities.name as city_name', 'zone.postal_codes', 'zone.neighborhoods'])
    .where('businesses.id', '=', businessId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    city_id: row.city_id,
    city_name: row.city_name,
    everywhere: row.postal_codes === null,
    postal_codes: row.postal_codes ?? [],
    neighborhoods: row.neighborhoods ?? [],
  };
}

export async function saveDeliveryZone(db: Db, businessId: string, zone: DeliveryZoneBody): Promise<void> {
  if (zone.everywhere) {
    await db.deleteFrom('business_delivery_zones').where('business_id', '=', businessId).execute();
    return;
  }
  const values = { postal_codes: zone.postal_codes, neighborhoods: zone.neighborhoods };
  await db
    .insertInto('business_delivery_zones')
    .values({ business_id: businessId, ...values })
    .onConflict((conflict) =>
      conflict.column('business_id').doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .execute();
}
