import { randomUUID } from 'node:crypto';
import { sql } from '@cerca/db';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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

/** A city created by this person through the wizard's POST /cities (so the server knows who made it). */
async function newCityOf(as: TestUser, name: string): Promise<string> {
  const response = await t.inject(
    {
      method: 'POST',
      url: '/api/partner/cities',
      payload: { country_id: countryId, name, state: 'Zacatecas' },
    },
    as,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().city.id as string;
}

const auditOfCity = (cityId: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('city_id', '=', cityId)
    .where('action', '=', 'partner.grant')
    .execute();

/** Until a statement of this database waits on a lock (the request blocked on a row or index). */
async function waitForLockWait(): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
      if (rows[0]!.waiting === 0) throw new Error('the request never waited on the unique index');
    },
    { timeout: 5_000, interval: 50 },
  );
}

const WAITLISTED = { id: expect.any(String), status: 'waitlisted' };
const PENDING = { id: expect.any(String), status: 'pending' };

describe('POST /api/partner/applications', () => {
  it('answers 401 to visitors', async () => {
    const city = await insertCity(t.db, { name: 'Colima' });
    expect((await apply(form(city.id))).statusCode).toBe(401);
  });

  it('makes the applicant partner of the city they created in the wizard, still empty, and records partner.grant', async () => {
    const user = await insertUser(t.db, { username: 'ana.zac' });
    const cityId = await newCityOf(user, 'Villa Ana');
    const response = await apply(
      form(cityId, { whatsapp: ' 33 1234 5678 ', email: ' ana@example.com ' }),
      user,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      status: 'approved',
      city_id: cityId,
      reason: null,
    });
    expect(await profileOf(user.id)).toEqual({
      role: 'city_partner',
      managed_city_id: cityId,
      phone: '33 1234 5678',
    });
    expect(await applicationsOf(user.id)).toEqual([
      { status: 'approved', city_id: cityId, whatsapp: '33 1234 5678', email: 'ana@example.com' },
    ]);
    expect(await auditOfCity(cityId)).toEqual([
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

  it('keeps an application for an existing city pending for an admin, granting nothing (DESIGN §10)', async () => {
    const city = await insertCity(t.db, { name: 'Zacatecas', state: 'Zacatecas' });
    const owner = await insertUser(t.db);
    await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id });
    const user = await insertUser(t.db);
    // Whatever the browser claims about the city, the server decides who created it.
    const response = await apply(form(city.id, { created_by: user.id, created_by_applicant: true }), user);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ ...PENDING, city_id: city.id, reason: null });
    expect(await profileOf(user.id)).toEqual({ role: 'user', managed_city_id: null, phone: null });
    expect(await applicationsOf(user.id)).toEqual([
      { status: 'pending', city_id: city.id, whatsapp: '+52 33 1234 5678', email: 'ana@example.com' },
    ]);
    expect(await auditOfCity(city.id)).toEqual([]);
  });

  it('keeps pending an empty city of the catalogue and one someone else created', async () => {
    const catalogue = await insertCity(t.db, { name: 'Fresnillo' });
    const creator = await insertUser(t.db);
    const theirs = await newCityOf(creator, 'Villa Ajena');
    const user = await insertUser(t.db);
    for (const cityId of [catalogue.id, theirs]) {
      const response = await apply(form(cityId), user);
      expect(response.json()).toEqual({ ...PENDING, city_id: cityId, reason: null });
    }
    expect(await profileOf(user.id)).toMatchObject({ role: 'user', managed_city_id: null });
  });

  it('keeps pending the city the applicant created once anything is in it, or an admin decided about it', async () => {
    const occupy: Record<string, (cityId: string, creator: TestUser) => Promise<unknown>> = {
      business: async (cityId) => insertBusiness(t.db, { ownerId: (await insertUser(t.db)).id, cityId }),
      driver: async (cityId) =>
        t.db
          .insertInto('drivers')
          .values({ id: (await insertUser(t.db)).id, zone_id: cityId, phone: '3312345678' })
          .execute(),
      post: async (cityId) =>
        t.db
          .insertInto('business_posts')
          .values({
            business_name: 'Tacos Ana',
            user_id: (await insertUser(t.db)).id,
            city_id: cityId,
            caption: 'Hola',
          })
          .execute(),
      story: async (cityId) =>
        t.db
          .insertInto('business_stories')
          .values({
            business_name: 'Tacos Ana',
            user_id: (await insertUser(t.db)).id,
            city_id: cityId,
            type: 'instant',
            media_url: '/storage/v1/object/public/business-stories/a.webp',
            media_type: 'image',
          })
          .execute(),
      route: async (cityId) =>
        t.db
          .insertInto('weekend_routes')
          .values({
            title: 'Ruta',
            city_id: cityId,
            event_date: new Date('2099-01-01T12:00:00Z'),
            expires_at: new Date('2099-01-04T12:00:00Z'),
          })
          .execute(),
      rejected: async (cityId, creator) =>
        t.db
          .insertInto('partner_applications')
          .values({
            user_id: creator.id,
            country_id: countryId,
            city_id: cityId,
            whatsapp: '3312345678',
            email: 'a@example.com',
            status: 'rejected',
          })
          .execute(),
      removed: async (cityId) =>
        t.db
          .insertInto('audit_log')
          .values({
            actor_label: 'admin',
            action: 'partner.remove',
            city_id: cityId,
            target_type: 'profile',
            target_id: 'someone',
          })
          .execute(),
    };
    for (const [what, fill] of Object.entries(occupy)) {
      const user = await insertUser(t.db);
      const cityId = await newCityOf(user, `Villa Ocupada ${what}`);
      await fill(cityId, user);
      const response = await apply(form(cityId), user);
      expect(response.json(), what).toEqual({ ...PENDING, city_id: cityId, reason: null });
      expect(await profileOf(user.id), what).toMatchObject({ role: 'user', managed_city_id: null });
    }
  });

  it('keeps one open application per person and city: applying again updates it', async () => {
    const city = await insertCity(t.db, { name: 'Jerez' });
    const user = await insertUser(t.db);
    const first = await apply(form(city.id), user);
    const second = await apply(form(city.id, { whatsapp: '492 765 4321' }), user);
    expect(second.json().id).toBe(first.json().id);
    expect(await applicationsOf(user.id)).toEqual([
      { status: 'pending', city_id: city.id, whatsapp: '492 765 4321', email: 'ana@example.com' },
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

  it('makes the creator, and only them, partner when two apply for their new city at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [creator, other] = [await insertUser(t.db), await insertUser(t.db)];
      const cityId = await newCityOf(creator, `Ciudad Libre ${round}`);
      const answers = await Promise.all([apply(form(cityId), creator), apply(form(cityId), other)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect(answers[0]!.json().status).toBe('approved');
      // Decided before the creator's grant: pending; after it: the city is taken.
      expect(['pending', 'waitlisted']).toContain(answers[1]!.json().status);
      const partners = await t.db
        .selectFrom('profiles')
        .select('id')
        .where('role', '=', 'city_partner')
        .where('managed_city_id', '=', cityId)
        .execute();
      expect(partners).toEqual([{ id: creator.id }]);
    }
  });

  it('waits for a business being created in the city at that moment, then keeps the application pending', async () => {
    const user = await insertUser(t.db);
    const cityId = await newCityOf(user, 'Ciudad Carrera');
    const owner = await insertUser(t.db);
    // The business is written but not committed: the request locks the city, waits for it, and
    // its emptiness check then sees the business.
    const ownerTrx = await t.db.startTransaction().execute();
    await insertBusiness(ownerTrx, { ownerId: owner.id, cityId });
    const pending = apply(form(cityId), user);
    await waitForLockWait();
    await ownerTrx.commit().execute();
    const response = await pending;
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ ...PENDING, city_id: cityId, reason: null });
    expect(await profileOf(user.id)).toMatchObject({ role: 'user', managed_city_id: null });
  });

  it('waits for a rival grant being written for the city, then waitlists the applicant', async () => {
    const user = await insertUser(t.db);
    const cityId = await newCityOf(user, 'Ciudad Disputada');
    const rival = await insertUser(t.db);
    // The rival's grant is written but not committed: the request waits on the city, then sees
    // the city taken once the rival commits.
    const rivalTrx = await t.db.startTransaction().execute();
    await rivalTrx
      .updateTable('profiles')
      .set({ role: 'city_partner', managed_city_id: cityId })
      .where('id', '=', rival.id)
      .execute();
    const pending = apply(form(cityId), user);
    await waitForLockWait();
    await rivalTrx.commit().execute();
    const response = await pending;
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ ...WAITLISTED, city_id: cityId, reason: 'city_taken' });
    expect(await profileOf(user.id)).toMatchObject({ role: 'user', managed_city_id: null });
    expect(await applicationsOf(user.id)).toEqual([expect.objectContaining({ status: 'waitlisted' })]);
  });
});

describe('GET /api/partner/applications/mine', () => {
  const mine = (as?: TestCaller) => t.inject({ method: 'GET', url: '/api/partner/applications/mine' }, as);

  it('answers 401 to visitors', async () => {
    expect((await mine()).statusCode).toBe(401);
  });

  it("lists the caller's newest application per city, newest first, and nobody else's", async () => {
    const [first, second] = [
      await insertCity(t.db, { name: 'Sombrerete' }),
      await insertCity(t.db, { name: 'Guadalupe' }),
    ];
    const user = await insertUser(t.db);
    const stranger = await insertUser(t.db);
    await apply(form(first.id), user);
    await apply(form(second.id), user);
    await apply(form(first.id), stranger);
    const response = await mine(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      applications: [
        {
          id: expect.any(String),
          status: 'pending',
          city: { id: second.id, name: 'Guadalupe', state: 'Oaxaca' },
          created_at: expect.any(String),
          reviewed_at: null,
        },
        expect.objectContaining({ status: 'pending', city: expect.objectContaining({ id: first.id }) }),
      ],
    });
    expect((await mine(await insertUser(t.db))).json()).toEqual({ applications: [] });
  });
});
