import { insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { adminService } from '../src/plugin';

// /admin → Solicitudes (issue 13): pending and waitlisted become-partner applications, which an
// admin approves (the applicant becomes partner of the city, if it has none) or rejects.

const t = useServiceTest([adminService]);
let admin: TestCaller;
let adminId: string;

beforeAll(async () => {
  const profile = await insertUser(t.db, { role: 'admin', username: 'revisora' });
  adminId = profile.id;
  admin = await t.sign(profile);
});

async function apply(options: {
  userId: string | null;
  cityId: string | null;
  status?: string;
  whatsapp?: string;
}) {
  const country = await t.db.selectFrom('countries').select('id').executeTakeFirstOrThrow();
  return t.db
    .insertInto('partner_applications')
    .values({
      user_id: options.userId,
      country_id: country.id,
      city_id: options.cityId,
      whatsapp: options.whatsapp ?? '951 000 0000',
      email: 'solicitud@cerca.test',
      status: (options.status ?? 'pending') as 'pending',
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

const list = () => t.inject({ method: 'GET', url: '/api/admin/applications' }, admin);
const review = (id: string, decision: 'approve' | 'reject', as: TestCaller | undefined = admin) =>
  t.inject({ method: 'POST', url: `/api/admin/applications/${id}/${decision}` }, as);
const applicationRow = (id: string) =>
  t.db
    .selectFrom('partner_applications')
    .select(['status', 'reviewed_by', 'reviewed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const auditOf = (targetId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).orderBy('action').execute();

describe('the Solicitudes tab', () => {
  it('lists pending and waitlisted applications newest first, with applicant and city', async () => {
    const city = await insertCity(t.db, { name: 'Salina Cruz' });
    const applicant = await insertUser(t.db, { username: 'camila' });
    const older = await apply({ userId: applicant.id, cityId: city.id, status: 'waitlisted' });
    const newer = await apply({ userId: null, cityId: city.id });
    const done = await apply({ userId: applicant.id, cityId: city.id, status: 'rejected' });
    const response = await list();
    expect(response.statusCode).toBe(200);
    const { applications } = response.json() as { applications: Array<Record<string, unknown>> };
    const ids = applications.map((entry) => entry.id);
    expect(ids).not.toContain(done.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(applications.find((entry) => entry.id === older.id)).toEqual({
      id: older.id,
      status: 'waitlisted',
      applicant: {
        id: applicant.id,
        username: 'camila',
        full_name: null,
        email: applicant.email,
        avatar_url: null,
      },
      city: { id: city.id, name: 'Salina Cruz', state: 'Oaxaca' },
      country_name: expect.any(String),
      whatsapp: '951 000 0000',
      email: 'solicitud@cerca.test',
      created_at: older.created_at.toISOString(),
    });
    expect(applications.find((entry) => entry.id === newer.id)).toMatchObject({ applicant: null });
  });

  it('approving makes the applicant partner of the city, with the WhatsApp as phone, and audits both', async () => {
    const city = await insertCity(t.db, { name: 'Juchitán' });
    const applicant = await insertUser(t.db, { username: 'beto' });
    const application = await apply({ userId: applicant.id, cityId: city.id, whatsapp: '971 111 2233' });
    const response = await review(application.id, 'approve');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: application.id, status: 'approved' });
    expect(await applicationRow(application.id)).toMatchObject({
      status: 'approved',
      reviewed_by: adminId,
      reviewed_at: expect.any(Date),
    });
    const profile = await t.db
      .selectFrom('profiles')
      .select(['role', 'managed_city_id', 'phone'])
      .where('id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ role: 'city_partner', managed_city_id: city.id, phone: '971 111 2233' });
    expect(await auditOf(application.id)).toMatchObject([
      {
        action: 'application.approve',
        city_id: city.id,
        actor_label: 'revisora',
        target_type: 'application',
        target_label: 'beto',
      },
    ]);
    expect(await auditOf(applicant.id)).toMatchObject([
      { action: 'partner.grant', city_id: city.id, target_type: 'profile', target_label: 'beto' },
    ]);
    // Reviewed once: a second decision is refused.
    const again = await review(application.id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.applicationReviewed);
  });

  it('refuses to approve for a city that has a partner, and leaves the application waiting', async () => {
    const city = await insertCity(t.db, { name: 'Tehuantepec' });
    await insertUser(t.db, { role: 'city_partner', managedCityId: city.id });
    const applicant = await insertUser(t.db);
    const application = await apply({ userId: applicant.id, cityId: city.id, status: 'waitlisted' });
    const response = await review(application.id, 'approve');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'city_has_partner', message: messages.cityHasPartner });
    expect(await applicationRow(application.id)).toMatchObject({ status: 'waitlisted', reviewed_by: null });
    const role = await t.db
      .selectFrom('profiles')
      .select('role')
      .where('id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    expect(role.role).toBe('user');
    expect(await auditOf(application.id)).toEqual([]);
  });

  it('refuses to approve an applicant who is already a partner, an admin, or gone', async () => {
    const city = await insertCity(t.db, { name: 'Huatulco' });
    const other = await insertCity(t.db, { name: 'Puerto Escondido' });
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: other.id });
    const otherAdmin = await insertUser(t.db, { role: 'admin' });
    for (const [userId, message] of [
      [partner.id, messages.alreadyPartner],
      [otherAdmin.id, messages.adminCannotBePartner],
      [null, messages.applicantGone],
    ] as const) {
      const application = await apply({ userId, cityId: city.id });
      const response = await review(application.id, 'approve');
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
    }
    const withoutCity = await apply({ userId: (await insertUser(t.db)).id, cityId: null });
    expect((await review(withoutCity.id, 'approve')).json().message).toBe(messages.applicationWithoutCity);
  });

  it('rejecting marks it rejected, grants nothing and audits it', async () => {
    const city = await insertCity(t.db, { name: 'Mitla' });
    const applicant = await insertUser(t.db, { username: 'dora' });
    const application = await apply({ userId: applicant.id, cityId: city.id, status: 'waitlisted' });
    const response = await review(application.id, 'reject');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: application.id, status: 'rejected' });
    expect(await applicationRow(application.id)).toMatchObject({ status: 'rejected', reviewed_by: adminId });
    const role = await t.db
      .selectFrom('profiles')
      .select('role')
      .where('id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    expect(role.role).toBe('user');
    expect(await auditOf(application.id)).toMatchObject([
      {
        action: 'application.reject',
        city_id: city.id,
        target_label: 'dora',
        details: { was: 'waitlisted' },
      },
    ]);
    expect((await list()).json().applications.map((entry: { id: string }) => entry.id)).not.toContain(
      application.id,
    );
  });

  it('answers 404 for unknown applications and 403 to non-admins', async () => {
    for (const id of ['x', '6f1c1b8e-0000-4000-8000-000000000000']) {
      const response = await review(id, 'approve');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.applicationNotFound);
    }
    const user = await t.sign(await insertUser(t.db));
    expect((await t.inject({ method: 'GET', url: '/api/admin/applications' }, user)).statusCode).toBe(403);
    expect((await review('x', 'reject', user)).statusCode).toBe(403);
  });
});
