import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@cerca/db/testing';
import { buildTestApp, type TestApp } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';
import { createBusiness, createCity, createPerson } from './fixtures';

let tdb: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  tdb = await createTestDatabase();
  t = await buildTestApp([orderingService], tdb.db, { adminEmails: ['jefa@cerca.mx'] });
});

afterAll(async () => {
  await t?.close();
  await tdb?.drop();
});

async function getMe(token?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/ordering/me',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('GET /api/ordering/me', () => {
  it('answers 401 with a Spanish message to visitors and to invalid tokens', async () => {
    for (const response of [await getMe(), await getMe('not-a-token')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        code: 'unauthorized',
        error: 'Unauthorized',
        message: 'Debes iniciar sesión para continuar.',
      });
    }
  });

  it('returns the profile of a person without businesses or messages', async () => {
    const person = await createPerson(tdb.db);
    const response = await getMe(await t.sign({ id: person.id, email: person.email }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profile: {
        id: person.id,
        username: person.email.split('@')[0],
        full_name: null,
        avatar_url: null,
        email: person.email,
        role: 'user',
        managed_city_id: null,
        user_type: 'user',
      },
      isAdmin: false,
      ownedBusinessIds: [],
      hasMessages: false,
    });
  });

  it('lists owned businesses oldest first and sees messages sent or received', async () => {
    const city = await createCity(tdb.db);
    const owner = await createPerson(tdb.db, { userType: 'business' });
    const customer = await createPerson(tdb.db);
    const first = await createBusiness(tdb.db, owner.id, city.id, 'Primero');
    const second = await createBusiness(tdb.db, owner.id, city.id, 'Segundo');
    await tdb.db
      .updateTable('businesses')
      .set({ created_at: new Date(Date.now() + 60_000) })
      .where('id', '=', second.id)
      .execute();
    await tdb.db
      .insertInto('business_messages')
      .values({ sender_id: customer.id, receiver_id: owner.id, content: 'Hola' })
      .execute();

    const ownerMe = (await getMe(await t.sign({ id: owner.id }))).json();
    expect(ownerMe.ownedBusinessIds).toEqual([first.id, second.id]);
    expect(ownerMe.hasMessages).toBe(true);
    expect(ownerMe.profile.user_type).toBe('business');

    const customerMe = (await getMe(await t.sign({ id: customer.id }))).json();
    expect(customerMe.ownedBusinessIds).toEqual([]);
    expect(customerMe.hasMessages).toBe(true);
  });

  it('decides isAdmin from the profile role or the configured admin e-mails, not the token', async () => {
    const byRole = await createPerson(tdb.db, { role: 'admin' });
    const byEmail = await createPerson(tdb.db, { email: 'Jefa@cerca.mx' });
    const pretender = await createPerson(tdb.db);
    expect((await getMe(await t.sign({ id: byRole.id }))).json().isAdmin).toBe(true);
    expect((await getMe(await t.sign({ id: byEmail.id, email: 'Jefa@cerca.mx' }))).json().isAdmin).toBe(true);
    // A token claiming admin does not make a plain profile an admin here.
    expect((await getMe(await t.sign({ id: pretender.id, role: 'admin' }))).json().isAdmin).toBe(false);
  });

  it('answers 404 when the account has no profile', async () => {
    const response = await getMe(await t.sign({ id: randomUUID() }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'profile_not_found' });
  });
});
