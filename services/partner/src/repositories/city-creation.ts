import type { AuditAction } from '@cerca/contracts/audit-log';
import { type Db, sql } from '@cerca/db';

// SQL of POST /cities (the become-partner wizard's '+ Añadir nueva ciudad'). Every function takes
// the creating transaction.

const CITY_CREATE: AuditAction = 'city.create';

/**
 * Serialises city creation per country and per person for the rest of the transaction, so two
 * requests cannot both pass the duplicate check or the daily limit (the table's unique index
 * covers name and state together, not the name alone). Creation is rare: waiting costs nothing.
 */
export async function lockCityCreation(trx: Db, countryId: string, userId: string): Promise<void> {
  // Always in this order (person, then country), so two transactions never wait on each other.
  await sql`select pg_advisory_xact_lock(hashtext(${`city-create:user:${userId}`}))`.execute(trx);
  await sql`select pg_advisory_xact_lock(hashtext(${`city-create:country:${countryId}`}))`.execute(trx);
}

export async function findCountry(trx: Db, countryId: string) {
  return trx.selectFrom('countries').select(['id', 'name']).where('id', '=', countryId).executeTakeFirst();
}

/** A city of the country with this name, ignoring case and accents ('Leon' finds 'León'). */
export async function findCityNamed(trx: Db, countryId: string, name: string) {
  return trx
    .selectFrom('cities')
    .select('id')
    .where('country_id', '=', countryId)
    .where(sql<boolean>`public.f_unaccent(lower(name)) = public.f_unaccent(lower(${name}))`)
    .executeTakeFirst();
}

/** Cities this person created in the last 24 hours, counted from their audit entries. */
export async function countCitiesCreatedToday(trx: Db, userId: string): Promise<number> {
  const row = await trx
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('action', '=', CITY_CREATE)
    .where('actor_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Inserts the city without coordinates (the catalogue allows null until someone places it) and
 * in the time zone most of its country's cities use, México's default otherwise. created_by is
 * the signed-in caller: what lets them, and only them, run it at once while it is empty.
 */
export async function insertCity(
  trx: Db,
  city: { countryId: string; name: string; state: string; createdBy: string },
) {
  return trx
    .insertInto('cities')
    .values({
      name: city.name,
      state: city.state,
      country_id: city.countryId,
      created_by: city.createdBy,
      time_zone: sql<string>`coalesce(
        (select time_zone from cities where country_id = ${city.countryId}
          group by time_zone order by count(*) desc, time_zone limit 1),
        'America/Mexico_City')`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function findProfileLabel(trx: Db, userId: string) {
  return trx.selectFrom('profiles').select(['username', 'email']).where('id', '=', userId).executeTakeFirst();
}
