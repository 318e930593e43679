import { insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { adminService } from '../src/plugin';

// /admin → Partners (spec 02 §2, §4 Roles, §5 "Add partner"): the list, the add-partner modal's
// refusals with the spec's exact texts, one partner per city, and removal.

const t = useServiceTest([adminService], { config: { adminEmails: ['jefa@cerca.mx'] } });
let admin: TestCaller;
let adminId: string;

beforeAll(async () => {
  const profile = await insertUser(t.db, { role: 'admin', username: 'la.admin' });
  adminId = profile.id;
  admin = await t.sign(profile);
});

const addPartner = (payload: object, as: TestCaller | undefined = admin) =>
  t.inject({ method: 'POST', url: '/api/admin/partners', payload }, as);
const removePartner = (id: string, as: TestCaller | undefined = admin) =>
  t.inject({ method: 'DELETE', url: `/api/admin/partners/${id}` }, as);
const listPartners = (as: TestCaller | undefined = admin) =>
  t.inject({ method: 'GET', url: '/api/admin/partners' }, as);

async function auditOf(targetId: string) {
  return t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', targetId)
    .orderBy('created_at')
    .execute();
}

function expectRefusal(
  response: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect((response.json() as { message: string }).message).toBe(message);
}

describe('adding a partner', () => {
  it('asks for both fields with the spec text', async () => {
    const city = await insertCity(t.db, { name: 'Campeche' });
    for (const payload of [
      {},
      { email: '', city_id: city.id },
      { email: 'a@b.mx', city_id: '  ' },
      { email: '  ' },
    ]) {
      const response = await addPartner(payload);
      expectRefusal(response, 400, 'Por favor completa todos los campos');
      expect(response.json().code).toBe('missing_fields');
    }
  });

  it('refuses an e-mail nobody registered with the spec text', async () => {
    const city = await insertCity(t.db, { name: 'Colima' });
    const response = await addPartner({ email: 'nadie@cerca.test', city_id: city.id });
    expectRefusal(response, 404, 'El usuario no existe. Debe registrarse primero.');
  });

  it('refuses someone who is already a city partner with the spec text', async () => {
    const city = await insertCity(t.db, { name: 'Tepic' });
    const other = await insertCity(t.db, { name: 'Durango' });
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: city.id });
    const response = await addPartner({ email: partner.email, city_id: other.id });
    expectRefusal(response, 409, 'Este usuario ya es un partner de ciudad');
  });

  it('never turns an admin (by role or by a proven listed e-mail) into a partner', async () => {
    const city = await insertCity(t.db, { name: 'Pachuca' });
    const other = await insertUser(t.db, { role: 'admin' });
    const listed = await insertUser(t.db, { email: 'jefa@cerca.mx', provenEmail: true });
    for (const email of [other.email, 'JEFA@cerca.mx']) {
      const response = await addPartner({ email, city_id: city.id });
      expectRefusal(response, 409, messages.adminCannotBePartner);
    }
    const self = await t.db
      .selectFrom('profiles')
      .select('email')
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    expectRefusal(
      await addPartner({ email: self.email!, city_id: city.id }),
      409,
      messages.adminCannotBePartner,
    );
    const roles = await t.db
      .selectFrom('profiles')
      .select('role')
      .where('id', 'in', [other.id, listed.id, adminId])
      .execute();
    expect(roles.map((row) => row.role).sort()).toEqual(['admin', 'admin', 'user']);
  });

  it('refuses an unknown city', async () => {
    const user = await insertUser(t.db);
    for (const cityId of ['no-es-un-id', '6f1c1b8e-0000-4000-8000-000000000000']) {
      expectRefusal(await addPartner({ email: user.email, city_id: cityId }), 404, 'Ciudad no encontrada');
    }
  });

  it('makes the user partner of the city (e-mail in any case), lists them and audits it', async () => {
    const city = await insertCity(t.db, { name: 'Zamora', state: 'Michoacán' });
    const user = await insertUser(t.db, { email: 'nueva.partner@cerca.test' });
    const response = await addPartner({ email: '  Nueva.Partner@CERCA.test ', city_id: city.id });
    expect(response.statusCode).toBe(201);
    const partner = {
      id: user.id,
      username: 'nueva.partner',
      full_name: null,
      email: 'nueva.partner@cerca.test',
      avatar_url: null,
      city: { id: city.id, name: 'Zamora', state: 'Michoacán' },
    };
    expect(response.json()).toEqual({ partner });
    const profile = await t.db
      .selectFrom('profiles')
      .select(['role', 'managed_city_id'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ role: 'city_partner', managed_city_id: city.id });
    expect((await listPartners()).json().partners).toContainEqual(partner);
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      actor_id: adminId,
      actor_label: 'la.admin',
      action: 'partner.grant',
      city_id: city.id,
      target_type: 'profile',
      target_label: 'nueva.partner',
      details: { email: 'nueva.partner@cerca.test', city: 'Zamora' },
    });
  });

  it('gives a city one partner: a second one is refused with a clear 409', async () => {
    const city = await insertCity(t.db, { name: 'Uruapan' });
    const first = await insertUser(t.db);
    const second = await insertUser(t.db);
    expect((await addPartner({ email: first.email, city_id: city.id })).statusCode).toBe(201);
    const response = await addPartner({ email: second.email, city_id: city.id });
    expectRefusal(
      response,
      409,
      'Esta ciudad ya tiene un partner asignado. Quita primero al partner actual.',
    );
    expect(response.json().code).toBe('city_has_partner');
    expect(await auditOf(second.id)).toEqual([]);
  });

  it('lets exactly one of two simultaneous grants for a free city through', async () => {
    const city = await insertCity(t.db, { name: 'Celaya' });
    const users = [await insertUser(t.db), await insertUser(t.db)];
    const answers = await Promise.all(
      users.map((user) => addPartner({ email: user.email, city_id: city.id })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const partners = await t.db
      .selectFrom('profiles')
      .select('id')
      .where('role', '=', 'city_partner')
      .where('managed_city_id', '=', city.id)
      .execute();
    expect(partners).toHaveLength(1);
  });
});

describe('removing a partner', () => {
  it('sets role user, clears the managed city, audits it, and frees the city', async () => {
    const city = await insertCity(t.db, { name: 'Ensenada' });
    const partner = await insertUser(t.db, {
      role: 'city_partner',
      managedCityId: city.id,
      username: 'ana.ens',
    });
    const response = await removePartner(partner.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: partner.id, role: 'user' });
    const profile = await t.db
      .selectFrom('profiles')
      .select(['role', 'managed_city_id'])
      .where('id', '=', partner.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ role: 'user', managed_city_id: null });
    expect((await listPartners()).json().partners.map((p: { id: string }) => p.id)).not.toContain(partner.id);
    expect(await auditOf(partner.id)).toMatchObject([
      { action: 'partner.remove', city_id: city.id, target_label: 'ana.ens', actor_id: adminId },
    ]);
    // The city is free again.
    const next = await insertUser(t.db);
    expect((await addPartner({ email: next.email, city_id: city.id })).statusCode).toBe(201);
  });

  it('refuses what is not a partner: a plain user, an admin, an unknown id', async () => {
    const user = await insertUser(t.db);
    for (const id of [user.id, adminId, 'x', '6f1c1b8e-0000-4000-8000-000000000000']) {
      expectRefusal(await removePartner(id), 404, 'Partner no encontrado');
    }
    const role = await t.db
      .selectFrom('profiles')
      .select('role')
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    expect(role.role).toBe('admin');
  });

  it('is for admins only', async () => {
    const city = await insertCity(t.db, { name: 'Tuxtla' });
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: city.id });
    const user = await insertUser(t.db);
    expect((await t.inject({ method: 'GET', url: '/api/admin/partners' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: `/api/admin/partners/${partner.id}` })).statusCode).toBe(
      401,
    );
    for (const caller of [await t.sign(partner), await t.sign(user)]) {
      expectRefusal(await listPartners(caller), 403, 'No tienes permiso para acceder a esta página');
      expectRefusal(
        await removePartner(partner.id, caller),
        403,
        'No tienes permiso para acceder a esta página',
      );
      expectRefusal(
        await addPartner({ email: user.email, city_id: city.id }, caller),
        403,
        'No tienes permiso para acceder a esta página',
      );
    }
  });
});
