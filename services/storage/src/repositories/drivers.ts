import type { Db } from '@cerca/db';

/** The zone (city) a driver delivers in, or undefined when the person is not a driver. */
export async function findDriverZoneId(db: Db, driverId: string): Promise<string | undefined> {
  const row = await db.selectFrom('drivers').select('zone_id').where('id', '=', driverId).executeTakeFirst();
  return row?.zone_id;
}
