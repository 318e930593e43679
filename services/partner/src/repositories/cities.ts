import type { City } from '@cerca/contracts';
import { type Db, selectCitiesWithCountry, toCityWithCountry } from '@cerca/db';

/** One city with its country, shaped as the catalogue contract says, or undefined. */
export async function findCityWithCountry(db: Db, cityId: string): Promise<City | undefined> {
  const row = await selectCitiesWithCountry(db).where('c.id', '=', cityId).executeTakeFirst();
  return row && toCityWithCountry(row);
}

/** Whether the city exists (the managed-city guard's 404). */
export async function cityExists(db: Db, cityId: string): Promise<boolean> {
  const row = await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst();
  return row !== undefined;
}
