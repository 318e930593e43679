import type { AdminCity } from '@cerca/contracts';
import type { Db } from '@cerca/db';
import { sql } from 'kysely';

/** Every city with its country, number of businesses and partner (the earliest, if several), by name. */
export async function listCitiesForAdmin(db: Db): Promise<AdminCity[]> {
  const rows = await db
    .selectFrom('cities as c')
    .innerJoin('countries as co', 'co.id', 'c.country_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('profiles as p')
          .select(['p.id', 'p.username', 'p.full_name', 'p.email', 'p.avatar_url'])
          .whereRef('p.managed_city_id', '=', 'c.id')
          .where('p.role', '=', 'city_partner')
          .orderBy('p.created_at')
          .orderBy('p.id')
          .limit(1)
          .as('partner'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'c.id',
      'c.name',
      'c.state',
      'c.country_id',
      'c.latitude',
      'c.longitude',
      'c.time_zone',
      'co.name as country_name',
      'co.flag_url as country_flag_url',
      eb
        .selectFrom('businesses as b')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('b.city_id', '=', 'c.id')
        .as('business_count'),
      'partner.id as partner_id',
      'partner.username as partner_username',
      'partner.full_name as partner_full_name',
      'partner.email as partner_email',
      'partner.avatar_url as partner_avatar_url',
    ])
    // Accents and case folded: the database collation may be 'C', which puts 'Ávila' after 'Zamora'.
    .orderBy(sql`public.f_unaccent(lower(c.name))`)
    .orderBy(sql`public.f_unaccent(lower(c.state))`)
    .orderBy('c.id')
    .execute();

  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.state,
    country_id: row.country_id,
    // The contract has no null coordinates; cities created by partners have none yet.
    latitude: row.latitude === null ? 0 : Number(row.latitude),
    longitude: row.longitude === null ? 0 : Number(row.longitude),
    time_zone: row.time_zone,
    country: { id: row.country_id, name: row.country_name, flag_url: row.country_flag_url ?? '' },
    business_count: Number(row.business_count ?? 0),
    partner:
      row.partner_id && row.partner_username
        ? {
            id: row.partner_id,
            username: row.partner_username,
            full_name: row.partner_full_name ?? null,
            email: row.partner_email ?? null,
            avatar_url: row.partner_avatar_url ?? null,
          }
        : null,
  }));
}
