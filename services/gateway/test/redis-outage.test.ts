import { insertBusiness, insertCity, insertPost, insertUser } from '@cerca/db-testing';
import { type RedisProxy, startRedisProxy, testConfig } from '@cerca/service-kit/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from './accounts';
import { startTestGateway, type TestGateway } from './test-gateway';

// Issue 22: REDIS_URL (caches, rate limits, presence) going away costs the caches, never the public
// answers, and never opens sign-in to unlimited guessing. The whole app as `npm start` runs it, its
// REDIS_URL through a hop the test breaks (startRedisProxy); the queues keep the real Redis
// (REDIS_QUEUE_URL), as a deployment with two Redis servers would.

/** "Fast": the app's command timeout (500 ms) once, with room for a busy two-core machine. */
const FAST_MS = 1_500;

const LIMITS_UNAVAILABLE = {
  code: 503,
  error_code: 'service_unavailable',
  msg: 'No podemos atender el acceso a cuentas en este momento. Intenta de nuevo en unos minutos.',
};

let test: TestGateway;
let gateway: FastifyInstance;
let proxy: RedisProxy;
let account: Account;
let publicReads: string[];

beforeAll(async () => {
  const redisUrl = testConfig().redisUrl;
  proxy = await startRedisProxy(redisUrl);
  test = await startTestGateway({
    name: 'redis-outage',
    env: { REDIS_URL: proxy.url, REDIS_QUEUE_URL: redisUrl },
  });
  gateway = test.app;
  const { db } = test.database;
  const city = await insertCity(db, { name: 'Puebla' });
  const owner = await insertUser(db, { userType: 'business' });
  const business = await insertBusiness(db, { ownerId: owner.id, cityId: city.id, name: 'Cemitas Lupe' });
  await insertPost(db, { businessId: business.id, userId: owner.id });
  publicReads = [
    '/api/discovery/countries',
    `/api/discovery/feed?city_id=${city.id}`,
    `/api/discovery/businesses?city_id=${city.id}&q=cemitas`,
    `/api/discovery/businesses/${business.id}/page`,
    `/api/discovery/events?city_id=${city.id}`,
    `/api/discovery/weekend-routes?city_id=${city.id}`,
  ];
  account = await signUp(gateway, 'redis-outage');
});

afterAll(async () => {
  await test?.close();
  await proxy?.close();
});

/** The answer and how long it took. */
async function timed(options: InjectOptions) {
  const started = performance.now();
  const response = await gateway.inject(options);
  return { response, ms: performance.now() - started };
}

const signInAttempt = () =>
  timed({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    remoteAddress: account.remoteAddress,
    payload: { email: account.email, password: 'cuenta-segura-2026' },
  });

/** Every public read answers 200 with what Postgres holds, each within FAST_MS. */
async function expectPublicReadsAnswered(): Promise<void> {
  for (const url of publicReads) {
    const { response, ms } = await timed({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(ms, url).toBeLessThan(FAST_MS);
  }
  const search = await gateway.inject({ method: 'GET', url: publicReads[2]! });
  expect(search.json().businesses.map((card: { name: string }) => card.name)).toEqual(['Cemitas Lupe']);
}

/**
 * The feed, a search and the business page answer a signed-in person too, their own part read
 * from Postgres (the viewer cache is skipped while Redis is not connected), each within FAST_MS.
 */
async function expectSignedInReadsAnswered(): Promise<void> {
  for (const url of [publicReads[1]!, publicReads[2]!, publicReads[3]!]) {
    const { response, ms } = await timed({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(response.statusCode, url).toBe(200);
    expect(ms, url).toBeLessThan(FAST_MS);
  }
  const page = await gateway.inject({
    method: 'GET',
    url: publicReads[3]!,
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(page.json().viewer).toEqual({
    is_owner: false,
    can_manage: false,
    is_following: false,
    is_favorite: false,
  });
}

/** Sign-in, sign-up and recovery refuse with 503 in Spanish, within FAST_MS. */
async function expectAccountAccessRefused(): Promise<void> {
  const signIn = await signInAttempt();
  expect(signIn.response.statusCode).toBe(503);
  expect(signIn.response.json()).toEqual(LIMITS_UNAVAILABLE);
  expect(signIn.ms).toBeLessThan(FAST_MS);
  for (const [url, payload] of [
    ['/auth/v1/signup', { email: `nueva-${Date.now()}@cuentas.test`, password: 'cuenta-segura-2026' }],
    ['/auth/v1/recover', { email: account.email }],
  ] as const) {
    const { response, ms } = await timed({ method: 'POST', url, remoteAddress: '198.51.100.250', payload });
    expect(response.statusCode, url).toBe(503);
    expect(response.json(), url).toEqual(LIMITS_UNAVAILABLE);
    expect(ms, url).toBeLessThan(FAST_MS);
  }
  // A refresh is not a guess (its token is long and random): it still reaches its own check.
  const refresh = await gateway.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=refresh_token',
    remoteAddress: account.remoteAddress,
    payload: { refresh_token: 'not-a-token' },
  });
  expect(refresh.json()).toMatchObject({ code: 400, error_code: 'refresh_token_not_found' });
}

describe('the app with REDIS_URL away', () => {
  it('signs in while Redis answers', async () => {
    const { response } = await signInAttempt();
    expect(response.statusCode, response.body).toBe(200);
    for (const url of publicReads)
      expect((await gateway.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    await expectSignedInReadsAnswered();
  });

  it('answers public reads from Postgres and refuses sign-in while Redis hangs', async () => {
    proxy.freeze();
    await expectPublicReadsAnswered();
    await expectAccountAccessRefused();
  });

  it('does the same at once while Redis refuses connections', async () => {
    proxy.cut();
    await expectPublicReadsAnswered();
    await expectSignedInReadsAnswered();
    await expectAccountAccessRefused();
    // The load balancer keeps sending reads: REDIS_URL is reported, not required.
    const ready = await gateway.inject({ method: 'GET', url: '/api/discovery/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', redis: 'failed' } });
  });
});
