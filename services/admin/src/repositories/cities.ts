import type { AdminCity } from '@cerca/contracts';
import { type Db, selectCitiesWithCountry, spanishOrder, toCityWithCountry } from '@cerca/db';

/** Every city with its country, number of businesses and partner (the earliest, if several), by name. */
export async function listCitiesForAdmin(db: Db): Promise<AdminCity[]> {
  const rows = await selectCitiesWithCountry(db)
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
    .orderBy(spanishOrder('c.name'))
    .orderBy(spanishOrder('c.state'))
    .orderBy('c.id')
    .execute();

  return rows.map((row) => ({
    ...toCityWithCountry(row),
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
