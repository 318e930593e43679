import { insertCity } from '@cerca/db-testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signIn, signUp } from './accounts';
import { startTestGateway, type TestGateway } from './test-gateway';

// Issue 13: granting and removing a city partner in /admin take effect on the partner's very next
// request, across services (admin grants, the partner service checks), with the tokens they hold:
// the checks read the role from the database per request, never from the token's claims.

let test: TestGateway;
let gateway: FastifyInstance;

beforeAll(async () => {
  test = await startTestGateway({ name: 'partner-removal' });
  gateway = test.app;
});

afterAll(async () => {
  await test?.close();
});

describe('granting and removing a partner', () => {
  it('lets the partner in on the next request, and refuses them on the next one after removal', async () => {
    const city = await insertCity(test.database.db, { name: 'Ciudad Partner' });
    const admin = await signUp(gateway, 'admin');
    await makeAdmin(test.database.db, admin.id);
    const adminToken = await signIn(gateway, admin);
    const person = await signUp(gateway, 'persona');
    // Issued while they are a plain user; it is never refreshed in this test.
    const personToken = await signIn(gateway, person);
    const access = () =>
      gateway.inject({
        method: 'GET',
        url: `/api/partner/cities/${city.id}/access`,
        headers: { authorization: `Bearer ${personToken}` },
      });
    const asAdmin = { authorization: `Bearer ${adminToken}` };

    expect((await access()).statusCode).toBe(403);
    const granted = await gateway.inject({
      method: 'POST',
      url: '/api/admin/partners',
      headers: asAdmin,
      payload: { email: person.email, city_id: city.id },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const allowed = await access();
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ canManage: true, city: { id: city.id } });

    const removed = await gateway.inject({
      method: 'DELETE',
      url: `/api/admin/partners/${person.id}`,
      headers: asAdmin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const refused = await access();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tienes permiso para acceder a esta página');
  });
});
