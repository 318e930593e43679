import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, buildAuthApp, uniqueEmail } from './helpers';

// Wrong passwords from one place must not lock the owner out everywhere.
let tdb: TestDatabase;
let t: AuthTestApp;
const PASSWORD = 'secreto123';
const RATE_LIMITED = { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' };

beforeAll(async () => {
  tdb = await createTestDatabase();
  t = await buildAuthApp(tdb.db);
});

afterAll(async () => {
  await t?.close();
  await tdb?.drop();
});

function signIn(email: string, password: string, remoteAddress: string, grantType = 'password') {
  return t.app.inject({
    method: 'POST',
    url: `/auth/v1/token?grant_type=${grantType}`,
    remoteAddress,
    payload: { email, password },
  });
}

async function account(): Promise<string> {
  const email = uniqueEmail('candado');
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return email;
}

describe('password sign-in limits', () => {
  it('ten wrong passwords from one address leave the right one working from another, a little later', async () => {
    const email = await account();
    for (let i = 0; i < 10; i++)
      expect((await signIn(email, 'incorrecta', '198.51.100.1')).statusCode).toBe(400);
    const started = Date.now();
    const elsewhere = await signIn(` ${email.toUpperCase()} `, PASSWORD, '198.51.100.2');
    expect(elsewhere.statusCode).toBe(200);
    // Failures from anywhere slow every attempt on the address down (capped), they do not refuse it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('ten wrong passwords from one address refuse the eleventh attempt from there (429)', async () => {
    const email = await account();
    for (let i = 0; i < 10; i++)
      expect((await signIn(email, 'incorrecta', '198.51.100.3')).statusCode).toBe(400);
    const again = await signIn(email, PASSWORD, '198.51.100.3');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual(RATE_LIMITED);
    // The same address in another spelling is the same pair.
    const spelled = await signIn(email.toUpperCase(), PASSWORD, '198.51.100.3');
    expect(spelled.statusCode).toBe(429);
  });

  it('counts every grant_type spelling against one per-IP budget', async () => {
    const limited = await buildAuthApp(tdb.db, { settings: { rateLimit: { ipMax: 3 } } });
    try {
      const attempt = (grantType: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/auth/v1/token?grant_type=${grantType}`,
          remoteAddress: '198.51.100.4',
          payload: { email: uniqueEmail(), password: 'incorrecta' },
        });
      for (const grantType of ['password', 'Password', 'password '])
        await attempt(encodeURIComponent(grantType));
      const fourth = await attempt('pass%77ord-otra');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual(RATE_LIMITED);
    } finally {
      await limited.close();
    }
  });
});
