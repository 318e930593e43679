import type { AddressInfo } from 'node:net';
import {
  createTestDatabase,
  insertBusiness,
  insertCity,
  insertUser,
  type TestDatabase,
} from '@cerca/db-testing';
import { discoveryService } from '@cerca/discovery-service';
import { orderingService } from '@cerca/ordering-service';
import { buildTestApp, type TestApp } from '@cerca/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './accounts';
import { startTestGateway, type TestGateway } from './test-gateway';

// Issue 21 (7): answers that depend on the caller (their account, orders, messages,
// notifications) carried no Cache-Control, so a shared cache or the browser's disk could keep
// them. Every answer to a request with credentials now says `private, no-store` unless its route
// chose a header; visitors' public reads keep their own caching. In proxy mode the gateway passes
// the services' headers through.

const PRIVATE = 'private, no-store';
const CATALOGUE = 'public, max-age=60, stale-while-revalidate=3600';

let test: TestGateway;
let gateway: FastifyInstance;
let token: string;
let businessId: string;
let cityId: string;

beforeAll(async () => {
  test = await startTestGateway({ name: 'personal-answers-cache' });
  gateway = test.app;
  const owner = await signUp(gateway, 'dueno');
  token = owner.token;
  cityId = (await insertCity(test.database.db, { name: 'Ciudad Cache' })).id;
  businessId = (await insertBusiness(test.database.db, { ownerId: owner.id, cityId })).id;
});

afterAll(async () => {
  await test?.close();
});

describe('Cache-Control through the gateway', () => {
  it('marks every personal answer private, no-store', async () => {
    const urls = [
      '/api/ordering/me',
      '/api/ordering/me/account',
      '/api/ordering/me/orders',
      `/api/ordering/businesses/${businessId}/orders`,
      `/api/ordering/businesses/${businessId}/orders/summary`,
      '/api/ordering/conversations',
      '/api/ordering/notifications',
      '/api/discovery/me/businesses',
      `/api/discovery/feed?city_id=${cityId}`,
      '/auth/v1/user',
    ];
    for (const url of urls) {
      const response = await gateway.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.headers['cache-control'], url).toBe(PRIVATE);
    }
    // A refusal to a caller with a token is personal too.
    const refused = await gateway.inject({
      method: 'GET',
      url: '/api/ordering/me',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe(PRIVATE);
  });

  it("keeps a visitor's public read cacheable, and a route's own header with a token too", async () => {
    const cities = await gateway.inject({ method: 'GET', url: '/api/discovery/cities' });
    expect(cities.headers['cache-control']).toBe(CATALOGUE);
    const signedIn = await gateway.inject({
      method: 'GET',
      url: '/api/discovery/cities',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.headers['cache-control']).toBe(CATALOGUE);
    const feed = await gateway.inject({ method: 'GET', url: `/api/discovery/feed?city_id=${cityId}` });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toBeUndefined();
  });
});

describe('Cache-Control through the gateway in proxy mode', () => {
  let database: TestDatabase;
  let services: TestApp;
  let proxy: TestGateway;
  let proxyUrl: string;

  beforeAll(async () => {
    // The services run apart, as `npm run start:split` runs them, and the gateway forwards.
    database = await createTestDatabase();
    services = await buildTestApp([orderingService, discoveryService], database.db);
    await services.app.listen({ host: '127.0.0.1', port: 0 });
    const servicesUrl = `http://127.0.0.1:${(services.app.server.address() as AddressInfo).port}`;
    proxy = await startTestGateway({
      name: 'personal-answers-cache-proxy',
      env: { GATEWAY_MODE: 'proxy', SERVICE_ORDERING_URL: servicesUrl, SERVICE_DISCOVERY_URL: servicesUrl },
    });
    await proxy.app.listen({ host: '127.0.0.1', port: 0 });
    proxyUrl = `http://127.0.0.1:${(proxy.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await proxy?.close();
    await services?.close();
    await database?.drop();
  });

  it("passes the services' headers through: private for a caller, public for the catalogue", async () => {
    const person = await insertUser(database.db);
    const authorization = `Bearer ${await services.sign({ id: person.id })}`;
    const me = await fetch(`${proxyUrl}/api/ordering/me`, { headers: { authorization } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe(PRIVATE);
    // Read to the end, so the connection is idle and the gateway can close.
    expect((await me.json()).profile.id).toBe(person.id);
    const cities = await fetch(`${proxyUrl}/api/discovery/cities`, { headers: { authorization } });
    expect(cities.status).toBe(200);
    expect(cities.headers.get('cache-control')).toBe(CATALOGUE);
    await cities.arrayBuffer();
  });
});
