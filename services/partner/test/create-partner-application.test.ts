import { randomUUID } from 'node:crypto';
import { sql } from '@cerca/db';
import { insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerService } from '../src/plugin';

const t = useServiceTest([partnerService], { config: { adminEmails: ['jefa@cerca.mx'] } });
let countryId: string;

beforeAll(async () => {
  const city = await insertCity(t.db, { name: 'Ciudad Base' });
  countryId = (
    await t.db.selectFrom('cities').select('country_id').where('id', '=', city.id).executeTakeFirstOrThrow()
  ).country_id;
});

const apply = (payload: object, as?: TestCaller) =>
  t.inject({ method: 'POST', url: '/api/partner/applications', payload }, as);

const form = (cityId: string, extra: object = {}) => ({
  country_id: countryId,
  city_id: cityId,
  whatsapp: '+52 33 1234 5678',
  email: 'ana@example.com',
  ...extra,
});

const profileOf = (id: string) =>
  t.db
    .selectFrom('profiles')
    .select(['role', 'managed_city_id', 'phone'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const applicationsOf = (userId: string) =>
  t.db
    .selectFrom('partner_applications')
    .select(['status', 'city_id', 'whatsapp', 'email'])
    .where('user_id', '=', userId)
    .execute();

const refusal = (statusCode: number, code: string, message: string) => ({
  statusCode,
  code,
  error: expect.any(String),
  message,
});

/** Until a statement of this database waits on a lock (the request blocked on the unique index). */
async function waitForLockWait(): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the request never waited on the unique index');
}

const WAITLISTED = { id: expect.any(String), status: 'waitlisted' };

describe('POST /api/partner/applications', () => {
  it('answers 401 to visitors', async () => {
    const city = await insertCity(t.db, { name: 'Colima' });
    expect((await apply(form(city.id))).statusCode).toBe(401);
  });

  it('makes the applicant partner of a free city, with the WhatsApp as phone, and records partner.grant', async () => {
    const city = await insertCity(t.db, { name: 'Zacatecas', state: 'Zacatecas' });
    const user = await insertUser(t.db, { username: 'ana.zac' });
    const response = await apply(
      form(city.id, { whatsapp: ' 33 1234 5678 ', email: ' ana@example.com ' }),
      user,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      status: 'approved',
      city_id: city.id,
      reason: null,
    });
    expect(await profileOf(user.id)).toEqual({
      role: 'city_partner',
      managed_city_id: city.id,
      phone: '33 1234 5678',
    });
    expect(await applicationsOf(user.id)).toEqual([
      { status: 'approved', city_id: city.id, whatsapp: '33 1234 5678', email: 'ana@example.com' },
    ]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('city_id', '=', city.id).execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: user.id,
        actor_label: 'ana.zac',
        action: 'partner.grant',
        target_type: 'profile',
        target_id: user.id,
        target_label: 'ana.zac',
        details: expect.objectContaining({ via: 'application', application_id: response.json().id }),
      }),
    ]);
  });

  it('waitlists an applicant for a city that has a partner, granting nothing', async () => {
    const city = await insertCity(t.db, { name: 'Durango' });
    await insertUser(t.db, { role: 'city_partner', managedCityId: city.id });
    const user = await insertUser(t.db);
    const response = await apply(form(city.id), user);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ...WAITLISTED, city_id: city.id, reason: 'city_taken' });
    expect(await profileOf(user.id)).toEqual({ role: 'user', managed_city_id: null, phone: null });
    expect(await applicationsOf(user.id)).toEqual([expect.objectContaining({ status: 'waitlisted' })]);
    const audit = await t.db.selectFrom('audit_log').select('id').where('city_id', '=', city.id).execute();
    expect(audit).toEqual([]);
  });

  it('waitlists the partner of another city instead of moving them', async () => {
    const [theirs, other] = [
      await insertCity(t.db, { name: 'Tepic' }),
      await insertCity(t.db, { name: 'Nayarit' }),
    ];
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: theirs.id });
    const response = await apply(form(other.id), partner);
    expect(response.json()).toEqual({ ...WAITLISTED, city_id: other.id, reason: 'already_partner' });
    expect(await profileOf(partner.id)).toMatchObject({ role: 'city_partner', managed_city_id: theirs.id });
  });

  it('answers approved again to the partner of that very city', async () => {
    const city = await insertCity(t.db, { name: 'Mazatlán' });
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: city.id });
    const response = await apply(form(city.id), partner);
    expect(response.json()).toMatchObject({ status: 'approved', city_id: city.id, reason: null });
  });

  it('refuses admins (by role or configured e-mail) without touching their role', async () => {
    const city = await insertCity(t.db, { name: 'Campeche' });
    const admin = await insertUser(t.db, { role: 'admin' });
    const byEmail = await insertUser(t.db, { email: 'jefa@cerca.mx', provenEmail: true });
    for (const caller of [admin, byEmail]) {
      const response = await apply(form(city.id), caller);
      expect(response.json()).toEqual(
        refusal(
          409,
          'admin_cannot_apply',
          'Como administrador ya gestionas todas las ciudades: no necesitas solicitarlo.',
        ),
      );
    }
    expect((await profileOf(admin.id)).role).toBe('admin');
    expect(await applicationsOf(admin.id)).toEqual([]);
  });

  it('answers each missing or wrong field with its message', async () => {
    const city = await insertCity(t.db, { name: 'Tampico' });
    const user = await insertUser(t.db);
    const cases: [object, string, string][] = [
      [{ ...form(city.id), city_id: undefined }, 'city_required', 'Por favor selecciona o crea una ciudad'],
      [{ ...form(city.id), city_id: '' }, 'city_required', 'Por favor selecciona o crea una ciudad'],
      [form(city.id, { whatsapp: '  ' }), 'whatsapp_required', 'Por favor ingresa tu número de WhatsApp'],
      [
        { ...form(city.id), whatsapp: undefined },
        'whatsapp_required',
        'Por favor ingresa tu número de WhatsApp',
      ],
      [
        form(city.id, { whatsapp: 'llámame' }),
        'invalid_whatsapp',
        'Por favor ingresa un número de WhatsApp válido (8 a 15 dígitos).',
      ],
      [
        form(city.id, { whatsapp: '123' }),
        'invalid_whatsapp',
        'Por favor ingresa un número de WhatsApp válido (8 a 15 dígitos).',
      ],
      [form(city.id, { email: '' }), 'email_required', 'Por favor ingresa tu correo electrónico'],
      [form(city.id, { email: 'ana@' }), 'invalid_email', 'Por favor ingresa un correo electrónico válido.'],
      [
        { ...form(city.id), country_id: undefined },
        'country_required',
        'Por favor selecciona un país primero',
      ],
    ];
    for (const [payload, code, message] of cases) {
      const response = await apply(payload, user);
      expect(response.json(), JSON.stringify(payload)).toEqual(refusal(400, code, message));
    }
    expect(await applicationsOf(user.id)).toEqual([]);
  });

  it('answers 404 Ciudad no encontrada for an unknown city or one of another country', async () => {
    const city = await insertCity(t.db, { name: 'Tijuana' });
    const user = await insertUser(t.db);
    for (const payload of [form(randomUUID()), form(city.id, { country_id: randomUUID() })]) {
      const response = await apply(payload, user);
      expect(response.json()).toEqual(refusal(404, 'city_not_found', 'Ciudad no encontrada'));
    }
  });

  it('makes exactly one of two simultaneous applicants partner of a free city; the other is waitlisted', async () => {
    for (let round = 0; round < 5; round += 1) {
      const city = await insertCity(t.db, { name: `Ciudad Libre ${round}` });
      const [first, second] = [await insertUser(t.db), await insertUser(t.db)];
      const answers = await Promise.all([apply(form(city.id), first), apply(form(city.id), second)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect(answers.map((answer) => answer.json().status).sort()).toEqual(['approved', 'waitlisted']);
      const partners = await t.db
        .selectFrom('profiles')
        .select('id')
        .where('role', '=', 'city_partner')
        .where('managed_city_id', '=', city.id)
        .execute();
      expect(partners).toHaveLength(1);
    }
  });

  it('waitlists the applicant whose grant meets the unique index (the race decided by the database)', async () => {
    const city = await insertCity(t.db, { name: 'Ciudad Disputada' });
    const rival = await insertUser(t.db);
    const user = await insertUser(t.db);
    // The rival's grant is written but not committed: the request sees a free city, then waits
    // on the unique index and fails once the rival commits.
    const rivalTrx = await t.db.startTransaction().execute();
    await rivalTrx
      .updateTable('profiles')
      .set({ role: 'city_partner', managed_city_id: city.id })
      .where('id', '=', rival.id)
      .execute();
    const pending = apply(form(city.id), user);
    await waitForLockWait();
    await rivalTrx.commit().execute();
    const response = await pending;
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ ...WAITLISTED, city_id: city.id, reason: 'city_taken' });
    expect(await profileOf(user.id)).toMatchObject({ role: 'user', managed_city_id: null });
    expect(await applicationsOf(user.id)).toEqual([expect.objectContaining({ status: 'waitlisted' })]);
  });
});
