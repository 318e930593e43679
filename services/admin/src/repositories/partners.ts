import type { AdminPartner } from '@cerca/contracts/admin-partners';
import { type Db, spanishOrder } from '@cerca/db';

function selectPartners(db: Db) {
  return db
    .selectFrom('profiles as p')
    .innerJoin('cities as c', 'c.id', 'p.managed_city_id')
    .select([
      'p.id',
      'p.username',
      'p.full_name',
      'p.email',
      'p.avatar_url',
      'c.id as city_id',
      'c.name as city_name',
      'c.state as city_state',
    ])
    .where('p.role', '=', 'city_partner');
}

type PartnerRow = Awaited<ReturnType<ReturnType<typeof selectPartners>['executeTakeFirstOrThrow']>>;

function toPartner(row: PartnerRow): AdminPartner {
  return {
    id: row.id,
    username: row.username,
    full_name: row.full_name,
    email: row.email,
    avatar_url: row.avatar_url,
    city: { id: row.city_id, name: row.city_name, state: row.city_state },
  };
}

/** Every city partner with the city they run, by city name. */
export async function listPartners(db: Db): Promise<AdminPartner[]> {
  const rows = await selectPartners(db)
    .orderBy(spanishOrder('c.name'))
    .orderBy(spanishOrder('c.state'))
    .orderBy('p.id')
    .execute();
  return rows.map(toPartner);
}

export async function findPartner(db: Db, id: string): Promise<AdminPartner | undefined> {
  const row = await selectPartners(db).where('p.id', '=', id).executeTakeFirst();
  return row ? toPartner(row) : undefined;
}

/** The city (id, name) when it exists. */
export async function findCity(db: Db, id: string) {
  return db.selectFrom('cities').select(['id', 'name', 'state']).where('id', '=', id).executeTakeFirst();
}

/** Whether someone already runs the city (the unique index allows one partner per city). */
export async function cityHasPartner(db: Db, cityId: string): Promise<boolean> {
  const row = await db
    .selectFrom('profiles')
    .select('id')
    .where('role', '=', 'city_partner')
    .where('managed_city_id', '=', cityId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes a plain user the partner of the city. Only from role 'user', so an admin is never
 * demoted and a partner never moved by accident: false when the row was not a plain user any more.
 * A second partner for the city fails on profiles_one_partner_per_city_idx (23505).
 */
export async function grantPartnerRole(
  db: Db,
  userId: string,
  cityId: string,
  phone?: string,
): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({ role: 'city_partner', managed_city_id: cityId, ...(phone ? { phone } : {}) })
    .where('id', '=', userId)
    .where('role', '=', 'user')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Back to role user with the managed city cleared (spec 02 §4 Roles); the city it ran, if it was a partner. */
export async function revokePartnerRole(db: Db, userId: string): Promise<string | null> {
  const previous = await db
    .selectFrom('profiles')
    .select('managed_city_id')
    .where('id', '=', userId)
    .where('role', '=', 'city_partner')
    .forUpdate()
    .executeTakeFirst();
  if (!previous) return null;
  await db
    .updateTable('profiles')
    .set({ role: 'user', managed_city_id: null })
    .where('id', '=', userId)
    .execute();
  return previous.managed_city_id;
}
