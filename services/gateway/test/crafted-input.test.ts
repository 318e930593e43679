import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test-gateway';

// A bounded fuzz of every service's routes through the composed gateway, for the services that
// have no fuzz test of their own yet (ordering, driver, partner, admin, jobs): crafted path
// parameters, queries, bodies and Authorization headers. None may answer 5xx.
let test: TestGateway;
let gateway: FastifyInstance;

beforeAll(async () => {
  test = await startTestGateway({ name: 'fuzz' });
  gateway = test.app;
  // A real person's token too, so crafted input reaches the handlers behind requireUser.
  const signup = await gateway.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email: 'fuzz@cerca.test', password: 'fuzz-segura-2026' },
  });
  expect(signup.statusCode).toBe(200);
  expect(signup.json().access_token).toEqual(expect.any(String));
  AUTHORIZATIONS.push(`Bearer ${signup.json().access_token}`);
});

afterAll(async () => {
  await test?.close();
});

const VALUES = ['%00', 'a%00b', '9'.repeat(4000), '%E0%A4%A', '..%2F..%2Fetc', '1e309', '-1', '%7B%7D'];
const ROUTES = [
  '/api/ordering/me',
  '/api/driver/me',
  '/api/partner/cities/{v}/access',
  '/api/admin/cities?page={v}',
  '/api/jobs/queues?x={v}',
  '/api/discovery/cities/{v}',
  '/api/discovery/cities?countryId={v}',
  '/api/discovery/businesses/{v}',
  '/remotes.json?{v}',
  '/{v}',
];
const AUTHORIZATIONS: Array<string | undefined> = [
  undefined,
  'Bearer',
  'Bearer %00',
  `Bearer ${'a'.repeat(9000)}`,
  'Basic Og==',
  'Bearer a.b.c',
];

describe('crafted input through the gateway', () => {
  it('never answers 5xx to crafted paths, queries and tokens', async () => {
    const failures: string[] = [];
    for (const route of ROUTES) {
      for (const value of VALUES) {
        for (const authorization of AUTHORIZATIONS) {
          const url = route.replace('{v}', value);
          const response = await gateway.inject({
            method: 'GET',
            url,
            headers: authorization ? { authorization } : {},
          });
          if (response.statusCode >= 500) failures.push(`${response.statusCode} GET ${url.slice(0, 60)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to crafted JSON bodies', async () => {
    const bodies = [
      '{"a":',
      '[]',
      'null',
      '"\\u0000"',
      JSON.stringify({ email: 'a\u0000@b.mx' }),
      '{}'.repeat(5000),
    ];
    const failures: string[] = [];
    for (const url of [
      '/auth/v1/token?grant_type=password',
      '/auth/v1/signup',
      '/auth/v1/recover',
      '/api/discovery/businesses',
    ]) {
      for (const payload of bodies) {
        const response = await gateway.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        if (response.statusCode >= 500)
          failures.push(`${response.statusCode} POST ${url} ${payload.slice(0, 30)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
