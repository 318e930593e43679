import type { Db } from '@cerca/db';

/** Whether the driver allows customers' calls; undefined without a driver record. */
export async function findCallPermission(db: Db, driverId: string): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('drivers')
    .select('allow_customer_calls')
    .where('id', '=', driverId)
    .executeTakeFirst();
  return row?.allow_customer_calls;
}

export async function setCallPermission(
  db: Db,
  driverId: string,
  allow: boolean,
): Promise<boolean | undefined> {
  const row = await db
    .updateTable('drivers')
    .set({ allow_customer_calls: allow, updated_at: new Date() })
    .where('id', '=', driverId)
    .returning('allow_customer_calls')
    .executeTakeFirst();
  return row?.allow_customer_calls;
}
