import { insertCity } from '@cerca/db-testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test-gateway';

// Issue 13: granting and removing a city partner in /admin take effect on the partner's very next
// request, across services (admin grants, the partner service checks), with the tokens they hold:
// the checks read the role from the database per request, never from the token's claims.

const PASSWORD = 'partner-seguro-2026';
let test: TestGateway;
let gateway: FastifyInstance;

async function account(name: string, index: number) {
  const email = `${name}-${Date.now()}@partner.test`;
  const remoteAddress = `198.51.100.${index + 120}`;
  const signup = await gateway.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    remoteAddress,
    payload: { email, password: PASSWORD },
  });
  expect(signup.statusCode, signup.body).toBe(200);
  return { id: signup.json().user.id as string, email, remoteAddress };
}

async function tokenOf(email: string, remoteAddress: string): Promise<string> {
  const response = await gateway.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    remoteAddress,
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access_token as string;
}

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
    const admin = await account('admin', 0);
    await test.database.db
      .updateTable('profiles')
      .set({ role: 'admin' })
      .where('id', '=', admin.id)
      .execute();
    const adminToken = await tokenOf(admin.email, admin.remoteAddress);
    const person = await account('persona', 1);
    // Issued while they are a plain user; it is never refreshed in this test.
    const personToken = await tokenOf(person.email, person.remoteAddress);
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
