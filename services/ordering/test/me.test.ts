import { randomUUID } from 'node:crypto';
import { insertBusiness, insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';

const t = useServiceTest([orderingService], { config: { adminEmails: ['jefa@cerca.mx', 'jefe@cerca.mx'] } });

const getMe = (as?: TestCaller) => t.inject({ method: 'GET', url: '/api/ordering/me' }, as);

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
    const person = await insertUser(t.db);
    const response = await getMe(person);
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
        show_email: false,
      },
      isAdmin: false,
      ownedBusinessIds: [],
      hasMessages: false,
    });
  });

  it('lists owned businesses oldest first and sees messages sent or received', async () => {
    const city = await insertCity(t.db);
    const owner = await insertUser(t.db, { userType: 'business' });
    const customer = await insertUser(t.db);
    const first = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id, name: 'Primero' });
    const second = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id, name: 'Segundo' });
    await t.db
      .updateTable('businesses')
      .set({ created_at: new Date(Date.now() + 60_000) })
      .where('id', '=', second.id)
      .execute();
    await t.db
      .insertInto('business_messages')
      .values({ sender_id: customer.id, receiver_id: owner.id, content: 'Hola' })
      .execute();

    const ownerMe = (await getMe(owner)).json();
    expect(ownerMe.ownedBusinessIds).toEqual([first.id, second.id]);
    expect(ownerMe.hasMessages).toBe(true);
    expect(ownerMe.profile.user_type).toBe('business');

    const customerMe = (await getMe(customer)).json();
    expect(customerMe.ownedBusinessIds).toEqual([]);
    expect(customerMe.hasMessages).toBe(true);
  });

  it('decides isAdmin from the profile role or the configured admin e-mails, not the token', async () => {
    const byRole = await insertUser(t.db, { role: 'admin' });
    const byEmail = await insertUser(t.db, { email: 'Jefa@cerca.mx', provenEmail: true });
    const pretender = await insertUser(t.db);
    // Listed in ADMIN_EMAILS but typed at a sign-up that confirmed without mail.
    const squatter = await insertUser(t.db, { email: 'jefe@cerca.mx' });
    expect((await getMe({ id: byRole.id })).json().isAdmin).toBe(true);
    expect((await getMe({ id: byEmail.id, email: 'Jefa@cerca.mx' })).json().isAdmin).toBe(true);
    // A token claiming admin does not make a plain profile an admin here.
    expect((await getMe({ id: pretender.id, role: 'admin' })).json().isAdmin).toBe(false);
    expect((await getMe({ id: squatter.id, email: 'jefe@cerca.mx' })).json().isAdmin).toBe(false);
  });

  it('answers 404 when the account has no profile', async () => {
    const response = await getMe({ id: randomUUID() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'profile_not_found' });
  });
});
