import type { AuditAction } from '@cerca/contracts/audit-log';
import {
  MY_APPLICATIONS_LIMIT,
  type MyApplication,
  OPEN_APPLICATION_STATUSES,
  type PartnerApplicationOutcome,
} from '@cerca/contracts/partner-wizard';
import { type Db, sql } from '@cerca/db';

// SQL of POST /applications (the become-partner wizard's last step) and GET /applications/mine.

const PARTNER_REMOVE: AuditAction = 'partner.remove';

/**
 * The applicant's profile, locked until the transaction ends: the same person applying twice at
 * once is decided one request after the other. NO KEY UPDATE, not UPDATE: it does not block the
 * KEY SHARE lock a row pointing at the profile takes (their own business being created meanwhile
 * in the city we lock next), so the two cannot deadlock.
 */
export async function lockApplicant(trx: Db, userId: string) {
  return trx
    .selectFrom('profiles')
    .select(['id', 'role', 'managed_city_id', 'username', 'email'])
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/**
 * The city applied for, locked FOR UPDATE until the transaction ends. Every row that points at a
 * city (a business, a driver, a post or story, a route, a partner's profile) takes a KEY SHARE
 * lock on it when inserted or moved there, which conflicts with this one: such a write either
 * committed before we got the lock (and cityStanding, a later statement, sees it) or waits until
 * we commit. So a business created at the same moment cannot slip in between the emptiness check
 * and the grant.
 */
export async function lockApplicationCity(trx: Db, cityId: string) {
  return trx
    .selectFrom('cities')
    .select(['id', 'name', 'state', 'country_id', 'created_by'])
    .where('id', '=', cityId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Whether someone runs the city, and whether it is still untouched: nothing in it (businesses,
 * drivers, posts, stories, routes) and no past admin decision about it (a partner removed from it,
 * an application for it rejected), which an instant grant must not undo. Run after
 * lockApplicationCity, so it reads what committed before the lock.
 */
export async function cityStanding(
  trx: Db,
  cityId: string,
): Promise<{ hasPartner: boolean; untouched: boolean }> {
  const { rows } = await sql<{ has_partner: boolean; untouched: boolean }>`
    select
      exists (select 1 from profiles where role = 'city_partner' and managed_city_id = ${cityId}) as has_partner,
      not (
        exists (select 1 from businesses where city_id = ${cityId})
        or exists (select 1 from drivers where zone_id = ${cityId})
        or exists (select 1 from business_posts where city_id = ${cityId})
        or exists (select 1 from business_stories where city_id = ${cityId})
        or exists (select 1 from weekend_routes where city_id = ${cityId})
        or exists (select 1 from partner_applications where city_id = ${cityId} and status = 'rejected')
        or exists (select 1 from audit_log where city_id = ${cityId} and action = ${PARTNER_REMOVE})
      ) as untouched`.execute(trx);
  const row = rows[0]!;
  return { hasPartner: row.has_partner, untouched: row.untouched };
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

interface ApplicationFields {
  userId: string;
  countryId: string;
  cityId: string;
  whatsapp: string;
  email: string;
}

/**
 * Stores the application with its outcome. An application of this person for this city that still
 * waits for an admin is updated instead (new contact, new outcome), so applying again never queues
 * the same request twice in Solicitudes. The caller holds the applicant's lock.
 */
export async function saveApplication(
  db: Db,
  application: ApplicationFields & { status: PartnerApplicationOutcome },
): Promise<{ id: string }> {
  const values = {
    whatsapp: application.whatsapp,
    email: application.email,
    status: application.status,
    country_id: application.countryId,
  };
  const open = await db
    .updateTable('partner_applications')
    .set(values)
    .where('user_id', '=', application.userId)
    .where('city_id', '=', application.cityId)
    .where('status', 'in', OPEN_APPLICATION_STATUSES)
    .returning('id')
    .executeTakeFirst();
  if (open) return open;
  return db
    .insertInto('partner_applications')
    .values({ ...values, user_id: application.userId, city_id: application.cityId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The caller's newest application per city, newest first (GET /applications/mine). */
export async function listMyApplications(db: Db, userId: string): Promise<MyApplication[]> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('partner_applications as a')
        .leftJoin('cities as c', 'c.id', 'a.city_id')
        .distinctOn('a.city_id')
        .select([
          'a.id',
          'a.status',
          'a.created_at',
          'a.reviewed_at',
          'c.id as city_id',
          'c.name as city_name',
          'c.state as city_state',
        ])
        .where('a.user_id', '=', userId)
        .orderBy('a.city_id')
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .as('latest'),
    )
    .select(['id', 'status', 'created_at', 'reviewed_at', 'city_id', 'city_name', 'city_state'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MY_APPLICATIONS_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    city:
      row.city_id && row.city_name
        ? { id: row.city_id, name: row.city_name, state: row.city_state ?? '' }
        : null,
    created_at: row.created_at.toISOString(),
    reviewed_at: row.reviewed_at ? row.reviewed_at.toISOString() : null,
  }));
}
