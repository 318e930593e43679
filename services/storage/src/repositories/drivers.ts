import type { Db } from '@cerca/db';

/** The zone (city) a driver delivers in, or undefined when the person is not a driver. */
export async function findDriverZoneId(db: Db, driverId: string): Promise<string | undefined> {
  const row = await db.selectFrom('drivers').select('zone_id').where('id', '=', driverId).executeTakeFirst();
  return row?.zone_id;
}

/** Whether the person has registered as a driver (has a row in drivers). */
export async function isDriver(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('drivers').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
