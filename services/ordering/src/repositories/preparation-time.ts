import type { Db } from '@cerca/db';

/** The business's preparation time in minutes; undefined without the business. */
export async function findPreparationMinutes(db: Db, businessId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('businesses')
    .select('preparation_minutes')
    .where('id', '=', businessId)
    .executeTakeFirst();
  return row?.preparation_minutes;
}

/** Sets it (the route checked the bounds; the column's check holds them too). */
export async function setPreparationMinutes(
  db: Db,
  businessId: string,
  minutes: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('businesses')
    .set({ preparation_minutes: minutes })
    .where('id', '=', businessId)
    .returning('preparation_minutes')
    .executeTakeFirst();
  return row?.preparation_minutes;
}
