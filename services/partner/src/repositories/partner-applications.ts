import { type Db, sql } from '@cerca/db';

// SQL of POST /applications (the become-partner wizard's last step).

/**
 * The applicant's profile, locked until the transaction ends: the same person applying twice at
 * once is decided one request after the other.
 */
export async function lockApplicant(trx: Db, userId: string) {
  return trx
    .selectFrom('profiles')
    .select(['id', 'role', 'managed_city_id', 'username', 'email'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** The city applied for, and whether someone already runs it. */
export async function findApplicationCity(trx: Db, cityId: string) {
  return trx
    .selectFrom('cities as c')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.state',
      'c.country_id',
      eb
        .exists(
          eb
            .selectFrom('profiles as p')
            .select(sql`1`.as('one'))
            .where('p.role', '=', 'city_partner')
            .whereRef('p.managed_city_id', '=', 'c.id'),
        )
        .as('has_partner'),
    ])
    .where('c.id', '=', cityId)
    .executeTakeFirst();
}

/**
 * Makes the applicant the city's partner, with the WhatsApp number as their phone (spec 02 §4
 * Roles). profiles_one_partner_per_city_idx refuses a second partner with a unique violation:
 * of two applicants for a free city at the same moment, the later commit gets it.
 */
export async function grantCity(trx: Db, userId: string, cityId: string, phone: string): Promise<void> {
  await trx
    .updateTable('profiles')
    .set({ role: 'city_partner', managed_city_id: cityId, phone })
    .where('id', '=', userId)
    .execute();
}

export async function insertApplication(
  db: Db,
  application: {
    userId: string;
    countryId: string;
    cityId: string;
    whatsapp: string;
    email: string;
    status: 'approved' | 'waitlisted';
  },
) {
  return db
    .insertInto('partner_applications')
    .values({
      user_id: application.userId,
      country_id: application.countryId,
      city_id: application.cityId,
      whatsapp: application.whatsapp,
      email: application.email,
      status: application.status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
