import type { WorldCountry } from '@cerca/contracts/city-life/world';
import { type Db, spanishOrder } from '@cerca/db';
import { type LocatedCity, worldMarker } from '../world-map';

/**
 * The countries that have cities, México first then by name (as the location picker lists them),
 * each with its number of cities and where its flag goes (see worldMarker). One row per city:
 * the catalogue is small (the partner programme stops at 5,000 cities) and the answer is cached.
 */
export async function listWorldCountries(db: Db): Promise<WorldCountry[]> {
  const rows = await db
    .selectFrom('cities as c')
    .innerJoin('countries as co', 'co.id', 'c.country_id')
    .select([
      'co.id',
      'co.code',
      'co.name',
      'co.flag_url',
      'c.name as city_name',
      'c.latitude',
      'c.longitude',
    ])
    .orderBy('co.sort_order')
    .orderBy(spanishOrder('co.name'))
    .orderBy('co.id')
    .orderBy('c.id')
    .execute();

  const countries = new Map<string, { country: Omit<WorldCountry, 'marker'>; located: LocatedCity[] }>();
  for (const row of rows) {
    let entry = countries.get(row.id);
    if (!entry) {
      const country = {
        id: row.id,
        code: row.code,
        name: row.name,
        flag_url: row.flag_url ?? '',
        city_count: 0,
      };
      entry = { country, located: [] };
      countries.set(row.id, entry);
    }
    entry.country.city_count += 1;
    if (row.latitude !== null && row.longitude !== null) {
      entry.located.push({
        name: row.city_name,
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
      });
    }
  }
  return [...countries.values()].map(({ country, located }) => ({
    ...country,
    marker: worldMarker(located),
  }));
}
