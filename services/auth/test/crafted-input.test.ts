import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, bearer, buildAuthApp, countUsers, uniqueEmail } from './helpers';

// Whatever a client sends, the auth service answers 4xx in GoTrue's shape, never 500.
let tdb: TestDatabase;
let t: AuthTestApp;
let userToken: string;
let adminToken: string;
let targetId: string;

const NUL = 'a\u0000b';
const VALIDATION = { code: 400, error_code: 'validation_failed', msg: expect.any(String) };

beforeAll(async () => {
  tdb = await createTestDatabase();
  t = await buildAuthApp(tdb.db, {
    settings: { mailInterval: 0, rateLimit: { ipMax: 100_000, refreshMax: 100_000, emailMax: 100_000 } },
  });
  const signUp = async (local: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: { email: uniqueEmail(local), password: 'secreto123' },
      })
    ).json();
  userToken = (await signUp('fuzz')).access_token;
  const admin = await signUp('fuzzadmin');
  await tdb.db.updateTable('profiles').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email: admin.user.email, password: 'secreto123' },
  });
  adminToken = signIn.json().access_token;
  targetId = (await signUp('fuzzobjetivo')).user.id;
});

afterAll(async () => {
  await t?.close();
  await tdb?.drop();
});

function call(method: HTTPMethods, url: string, payload?: unknown, token?: string) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

describe('NUL bytes and absurd page numbers', () => {
  it('answer 400 validation_failed at /token, /recover, /signup and PUT /user', async () => {
    const cases = [
      call('POST', '/auth/v1/token?grant_type=password', {
        email: `${NUL}@example.com`,
        password: 'secreto123',
      }),
      call('POST', '/auth/v1/token?grant_type=password', { email: 'ana@example.com', password: NUL }),
      call('POST', '/auth/v1/recover', { email: `${NUL}@example.com` }),
      call('POST', `/auth/v1/recover?redirect_to=${encodeURIComponent(`http://cerca.test/${NUL}`)}`, {
        email: 'ana@example.com',
      }),
      call('POST', '/auth/v1/signup', { email: `${NUL}@example.com`, password: 'secreto123' }),
      call('POST', '/auth/v1/signup', { email: uniqueEmail(), password: 'secreto123', data: { name: NUL } }),
      call('POST', '/auth/v1/signup', { email: uniqueEmail(), password: 'secreto123', data: { [NUL]: 1 } }),
      call('PUT', '/auth/v1/user', { data: { full_name: NUL } }, userToken),
      call('PUT', '/auth/v1/user', { password: `secreto123${NUL}` }, userToken),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(VALIDATION);
    }
  });

  it('answer 400 at GET /admin/users for page=1e12 or per_page=1e9', async () => {
    for (const query of ['page=1e12', 'per_page=1e9', 'page=1000000000000', 'page=1e400', 'per_page=-1']) {
      const res = await call('GET', `/auth/v1/admin/users?${query}`, undefined, adminToken);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        error_code: 'validation_failed',
        msg: 'Bad Pagination Parameters',
      });
    }
  });
});

/** Crafted values put in place of each field, one at a time. */
const CRAFTED: unknown[] = [
  NUL,
  '\u0000',
  'x'.repeat(10_000),
  `${'x'.repeat(10_000)}@example.com`,
  '',
  '   ',
  42,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  null,
  ['ana@example.com'],
  [],
  {},
  { $gt: '' },
  '999999999999999999999h',
  '1e12',
  '../../etc/passwd',
  '\uD800',
  '💥'.repeat(100),
];

interface Target {
  method: HTTPMethods;
  url: string;
  base: () => Record<string, unknown>;
  token?: () => string;
}

const TARGETS: Target[] = [
  {
    method: 'POST',
    url: '/auth/v1/signup',
    base: () => ({ email: uniqueEmail('crafted'), password: 'secreto123', data: { user_type: 'user' } }),
  },
  {
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    base: () => ({ email: 'nadie@example.com', password: 'secreto123' }),
  },
  { method: 'POST', url: '/auth/v1/token?grant_type=refresh_token', base: () => ({ refresh_token: 'nada' }) },
  { method: 'POST', url: '/auth/v1/recover', base: () => ({ email: 'nadie@example.com' }) },
  {
    method: 'POST',
    url: '/auth/v1/verify',
    base: () => ({ type: 'recovery', email: 'nadie@example.com', token: '123456' }),
  },
  {
    method: 'PUT',
    url: '/auth/v1/user',
    base: () => ({ data: { full_name: 'Ana' } }),
    token: () => userToken,
  },
  {
    method: 'POST',
    url: '/auth/v1/admin/users',
    base: () => ({
      email: uniqueEmail('craftedadmin'),
      password: 'secreto123',
      email_confirm: true,
      user_metadata: { user_type: 'user' },
      app_metadata: { role: 'user' },
      ban_duration: '1h',
    }),
    token: () => adminToken,
  },
  {
    method: 'PUT',
    url: '/auth/v1/admin/users/:id',
    base: () => ({
      user_metadata: { full_name: 'Ana' },
      app_metadata: { role: 'user' },
      ban_duration: 'none',
    }),
    token: () => adminToken,
  },
];

/** Query strings of the GET routes and the query-bearing POSTs, with each crafted value. */
const QUERY_TARGETS = [
  '/auth/v1/admin/users?page=',
  '/auth/v1/admin/users?per_page=',
  '/auth/v1/verify?type=recovery&token=',
  '/auth/v1/verify?token=x&type=',
  '/auth/v1/verify?type=recovery&token=x&redirect_to=',
  '/auth/v1/logout?scope=',
  '/auth/v1/token?grant_type=',
];

/** A lone surrogate cannot be percent-encoded: it is sent as the bytes it would have in CESU-8. */
function encodeQueryValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

describe('crafted input (bounded fuzz)', () => {
  it('never answers 5xx, and refused sign-ups write no account', async () => {
    const failures: string[] = [];
    for (const target of TARGETS) {
      for (const field of Object.keys(target.base())) {
        for (const value of CRAFTED) {
          const payload = { ...target.base(), [field]: value };
          const url = target.url.replace(':id', targetId);
          const before = await countUsers(tdb.db);
          const res = await call(target.method, url, payload, target.token?.());
          const label = `${target.method} ${target.url} ${field}=${JSON.stringify(value)?.slice(0, 40)}`;
          if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode} ${res.body}`);
          if (res.statusCode >= 400 && typeof res.json().error_code !== 'string')
            failures.push(`${label} → not GoTrue's shape: ${res.body}`);
          if (
            target.url === '/auth/v1/signup' &&
            res.statusCode !== 200 &&
            (await countUsers(tdb.db)) !== before
          )
            failures.push(`${label} → refused but wrote an account`);
        }
      }
      // Whole bodies of the wrong type.
      for (const body of [[], 'texto', 42, null, [{ email: 'a@example.com' }]]) {
        const res = await call(target.method, target.url.replace(':id', targetId), body, target.token?.());
        if (res.statusCode >= 500)
          failures.push(`${target.url} body=${JSON.stringify(body)} → ${res.statusCode}`);
      }
    }
    for (const prefix of QUERY_TARGETS) {
      for (const value of CRAFTED) {
        if (typeof value !== 'string' && typeof value !== 'number') continue;
        const url = `${prefix}${encodeQueryValue(String(value))}`;
        const method = url.includes('/logout') || url.includes('/token') ? 'POST' : 'GET';
        const res = await call(method, url, method === 'POST' ? {} : undefined, adminToken);
        if (res.statusCode >= 500)
          failures.push(`${method} ${url.slice(0, 80)} → ${res.statusCode} ${res.body}`);
      }
    }
    for (const id of [NUL, 'x'.repeat(10_000), '1e12', '%00']) {
      const res = await call('GET', `/auth/v1/admin/users/${encodeURIComponent(id)}`, undefined, adminToken);
      if (res.statusCode >= 500) failures.push(`GET /admin/users/${id.slice(0, 20)} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
