import type { City } from '@cerca/contracts';
import type { Db } from '@cerca/db';

/** One city with its country, shaped as the catalogue contract says, or undefined. */
export async function findCityWithCountry(db: Db, cityId: string): Promise<City | undefined> {
  const row = await db
    .selectFrom('cities as c')
    .innerJoin('countries as co', 'co.id', 'c.country_id')
    .select([
      'c.id',
      'c.name',
      'c.state',
      'c.country_id',
      'c.latitude',
      'c.longitude',
      'c.time_zone',
      'co.name as country_name',
      'co.flag_url as country_flag_url',
    ])
    .where('c.id', '=', cityId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    country_id: row.country_id,
    // The contract has no null coordinates; cities created by partners have none yet.
    latitude: row.latitude === null ? 0 : Number(row.latitude),
    longitude: row.longitude === null ? 0 : Number(row.longitude),
    time_zone: row.time_zone,
    country: { id: row.country_id, name: row.country_name, flag_url: row.country_flag_url ?? '' },
  };
}
