import { sql } from 'kysely';
import type { Db } from '../index';

/**
 * Name order people expect whatever the database collation ('C' sorts 'Ávila' after 'Zamora'):
 * accents and case folded with the migrations' immutable f_unaccent.
 */
export function spanishOrder(column: string) {
  return sql`public.f_unaccent(lower(${sql.ref(column)}))`;
}

/** Cities (alias c) joined with their country (alias co): the base of every city list. */
export function selectCitiesWithCountry(db: Db) {
  return db
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
    ]);
}

export interface CityWithCountryRow {
  id: string;
  name: string;
  state: string;
  country_id: string;
  latitude: string | null;
  longitude: string | null;
  time_zone: string;
  country_name: string;
  country_flag_url: string | null;
}

/** The catalogue shape of a city (GET /api/discovery/cities): coordinates as numbers or null. */
export function toCityWithCountry(row: CityWithCountryRow) {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    country_id: row.country_id,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    time_zone: row.time_zone,
    country: { id: row.country_id, name: row.country_name, flag_url: row.country_flag_url ?? '' },
  };
}
