import { randomUUID } from 'node:crypto';
import { insertCity, insertUser } from '@cerca/db-testing';
import { catalogueChannel } from '@cerca/queues';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerService } from '../src/plugin';

const t = useServiceTest([partnerService]);
let countryId: string;

beforeAll(async () => {
  const oaxaca = await insertCity(t.db, { name: 'Oaxaca de Juárez' });
  countryId = (
    await t.db.selectFrom('cities').select('country_id').where('id', '=', oaxaca.id).executeTakeFirstOrThrow()
  ).country_id;
  await insertCity(t.db, { name: 'León', state: 'Guanajuato' });
});

const create = (payload: object, as?: TestCaller) =>
  t.inject({ method: 'POST', url: '/api/partner/cities', payload }, as);

const refusal = (statusCode: number, code: string, message: string) => ({
  statusCode,
  code,
  error: expect.any(String),
  message,
});

describe('POST /api/partner/cities', () => {
  it('answers 401 to visitors', async () => {
    const response = await create({ country_id: countryId, name: 'Tlaxcala', state: 'Tlaxcala' });
    expect(response.statusCode).toBe(401);
  });

  it('creates the trimmed city, answers it as the catalogue does and records city.create', async () => {
    const user = await insertUser(t.db, { username: 'ana.tlaxcala' });
    const response = await create(
      { country_id: countryId, name: '  Tlaxcala   de  Xicohténcatl ', state: ' Tlaxcala ' },
      user,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { city } = response.json();
    expect(city).toEqual({
      id: expect.any(String),
      name: 'Tlaxcala de Xicohténcatl',
      state: 'Tlaxcala',
      country_id: countryId,
      latitude: null,
      longitude: null,
      time_zone: 'America/Mexico_City',
      country: { id: countryId, name: expect.any(String), flag_url: expect.any(String) },
    });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('target_id', '=', city.id).execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: user.id,
        actor_label: 'ana.tlaxcala',
        action: 'city.create',
        city_id: city.id,
        target_type: 'city',
        target_label: 'Tlaxcala de Xicohténcatl, Tlaxcala',
      }),
    ]);
    // The creator, proven on the server: only they may run it at once while it is empty.
    const row = await t.db
      .selectFrom('cities')
      .select('created_by')
      .where('id', '=', city.id)
      .executeTakeFirstOrThrow();
    expect(row.created_by).toBe(user.id);
  });

  it('tells every discovery process to drop its cached catalogue', async () => {
    const user = await insertUser(t.db);
    const subscriber = t.redis.duplicate();
    const received = new Promise<string>((resolve) =>
      subscriber.on('message', (channel) => resolve(channel)),
    );
    await subscriber.subscribe(catalogueChannel(t.config.redisPrefix));
    try {
      const response = await create({ country_id: countryId, name: 'Apizaco', state: 'Tlaxcala' }, user);
      expect(response.statusCode).toBe(201);
      expect(await received).toBe(catalogueChannel(t.config.redisPrefix));
    } finally {
      subscriber.disconnect();
    }
  });

  it('answers each missing field with the message of spec 02 §5', async () => {
    const user = await insertUser(t.db);
    const cases: [object, string, string][] = [
      [{}, 'country_required', 'Por favor selecciona un país primero'],
      [{ name: 'Tepic', state: 'Nayarit' }, 'country_required', 'Por favor selecciona un país primero'],
      [
        { country_id: countryId, name: '   ', state: 'Nayarit' },
        'city_name_required',
        'Por favor ingresa el nombre de la ciudad',
      ],
      [
        { country_id: countryId, state: 'Nayarit' },
        'city_name_required',
        'Por favor ingresa el nombre de la ciudad',
      ],
      [
        { country_id: countryId, name: 'Tepic', state: ' ' },
        'state_required',
        'Por favor ingresa el estado/provincia',
      ],
      [
        { country_id: countryId, name: 'x'.repeat(101), state: 'Nayarit' },
        'city_name_too_long',
        'El nombre de la ciudad es demasiado largo.',
      ],
    ];
    for (const [payload, code, message] of cases) {
      const response = await create(payload, user);
      expect(response.json(), JSON.stringify(payload)).toEqual(refusal(400, code, message));
    }
  });

  it('refuses a name the country already has, ignoring case and accents', async () => {
    const user = await insertUser(t.db);
    for (const name of ['león', 'LEON', ' Leon ']) {
      const response = await create({ country_id: countryId, name, state: 'Otro Estado' }, user);
      expect(response.json()).toEqual(
        refusal(409, 'city_exists', 'Esta ciudad ya existe. Por favor selecciónala de la lista'),
      );
    }
  });

  it('answers 404 for an unknown country', async () => {
    const user = await insertUser(t.db);
    const response = await create({ country_id: randomUUID(), name: 'Atlántida', state: 'Mar' }, user);
    expect(response.json()).toEqual(refusal(404, 'country_not_found', 'País no encontrado'));
  });

  it('lets a person create 3 cities a day, then answers 429; admins are not limited', async () => {
    const user = await insertUser(t.db);
    for (const name of ['Uno', 'Dos', 'Tres']) {
      expect(
        (await create({ country_id: countryId, name: `Villa ${name}`, state: 'Sonora' }, user)).statusCode,
      ).toBe(201);
    }
    const fourth = await create({ country_id: countryId, name: 'Villa Cuatro', state: 'Sonora' }, user);
    expect(fourth.json()).toEqual(
      refusal(429, 'rate_limited', 'Ya creaste 3 ciudades hoy. Intenta de nuevo mañana.'),
    );
    const admin = await insertUser(t.db, { role: 'admin' });
    for (const name of ['Cinco', 'Seis', 'Siete', 'Ocho']) {
      expect(
        (await create({ country_id: countryId, name: `Villa ${name}`, state: 'Sonora' }, admin)).statusCode,
      ).toBe(201);
    }
  });

  it('creates one city when the same name is sent twice at once', async () => {
    const [first, second] = [await insertUser(t.db), await insertUser(t.db)];
    const answers = await Promise.all([
      create({ country_id: countryId, name: 'Real de Catorce', state: 'San Luis Potosí' }, first),
      create({ country_id: countryId, name: 'real de catorce', state: 'SLP' }, second),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db
      .selectFrom('cities')
      .select('id')
      .where('country_id', '=', countryId)
      .where('name', 'ilike', 'real de catorce')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
