import {
  ADMIN_APPLICATIONS_LIMIT,
  type AdminApplication,
  REVIEWABLE_APPLICATION_STATUSES,
} from '@cerca/contracts/admin-partners';
import type { Db } from '@cerca/db';

/** Pending and waitlisted become-partner applications, newest first (the Solicitudes tab). */
export async function listReviewableApplications(db: Db): Promise<AdminApplication[]> {
  const rows = await db
    .selectFrom('partner_applications as a')
    .innerJoin('countries as co', 'co.id', 'a.country_id')
    .leftJoin('cities as c', 'c.id', 'a.city_id')
    .leftJoin('profiles as p', 'p.id', 'a.user_id')
    .select([
      'a.id',
      'a.status',
      'a.whatsapp',
      'a.email',
      'a.created_at',
      'co.name as country_name',
      'c.id as city_id',
      'c.name as city_name',
      'c.state as city_state',
      'p.id as applicant_id',
      'p.username as applicant_username',
      'p.full_name as applicant_full_name',
      'p.email as applicant_email',
      'p.avatar_url as applicant_avatar_url',
    ])
    .where('a.status', 'in', REVIEWABLE_APPLICATION_STATUSES)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(ADMIN_APPLICATIONS_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status as AdminApplication['status'],
    applicant:
      row.applicant_id && row.applicant_username
        ? {
            id: row.applicant_id,
            username: row.applicant_username,
            full_name: row.applicant_full_name ?? null,
            email: row.applicant_email ?? null,
            avatar_url: row.applicant_avatar_url ?? null,
          }
        : null,
    city:
      row.city_id && row.city_name
        ? { id: row.city_id, name: row.city_name, state: row.city_state ?? '' }
        : null,
    country_name: row.country_name,
    whatsapp: row.whatsapp,
    email: row.email,
    created_at: row.created_at.toISOString(),
  }));
}

/** One application, locked for its review so two admins cannot decide it twice. */
export async function lockApplication(db: Db, id: string) {
  return db
    .selectFrom('partner_applications')
    .select(['id', 'status', 'user_id', 'city_id', 'whatsapp', 'email'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markReviewed(db: Db, id: string, status: 'approved' | 'rejected', adminId: string) {
  await db
    .updateTable('partner_applications')
    .set((eb) => ({ status, reviewed_by: adminId, reviewed_at: eb.fn('now') }))
    .where('id', '=', id)
    .execute();
}
