import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, bearer, buildAuthApp, uniqueEmail } from './helpers';

let tdb: TestDatabase;
let t: AuthTestApp;

beforeAll(async () => {
  tdb = await createTestDatabase();
  t = await buildAuthApp(tdb.db, { settings: { rateLimit: { ipMax: 1000, emailMax: 1000 } } });
});

afterAll(async () => {
  await t?.close();
  await tdb?.drop();
});

const LENGTH = 'Password should be at least 8 characters.';
const PWNED = 'Password is known to be weak and easy to guess, please choose a different one.';
const CHARACTERS = 'Password should contain at least one character that is not whitespace.';
const weak = (msg: string, reasons: string[]) => ({
  code: 422,
  error_code: 'weak_password',
  msg,
  weak_password: { reasons },
});

const REFUSED: [string, ReturnType<typeof weak>][] = [
  ['123456', weak(LENGTH, ['length'])],
  ['      ', weak(`${LENGTH} ${CHARACTERS}`, ['length', 'characters'])],
  ['          ', weak(CHARACTERS, ['characters'])],
  ['12345678', weak(PWNED, ['pwned'])],
  ['password', weak(PWNED, ['pwned'])],
  ['Qwerty123', weak(PWNED, ['pwned'])],
  ['contraseña', weak(PWNED, ['pwned'])],
  ['123456789', weak(PWNED, ['pwned'])],
  [' iloveyou ', weak(PWNED, ['pwned'])],
  // Issue 21: the ~49,000 of the zxcvbn-ts common list, and repeats and runs it leaves out.
  ['Barcelona', weak(PWNED, ['pwned'])],
  ['mariposa', weak(PWNED, ['pwned'])],
  ['blink182', weak(PWNED, ['pwned'])],
  ['aaaaaaaa', weak(PWNED, ['pwned'])],
  ['ZZZZZZZZZZ', weak(PWNED, ['pwned'])],
  ['abababab', weak(PWNED, ['pwned'])],
  ['abcdefgh', weak(PWNED, ['pwned'])],
  ['hgfedcba', weak(PWNED, ['pwned'])],
  ['23456789', weak(PWNED, ['pwned'])],
  ['78901234', weak(PWNED, ['pwned'])],
  ['qwertyuiopas', weak(PWNED, ['pwned'])],
  ['lkjhgfds', weak(PWNED, ['pwned'])],
  // A short common one is only too short, as GoTrue answers it.
  ['aaaa', weak(LENGTH, ['length'])],
];

async function userCount(email: string): Promise<number> {
  const row = await tdb.db
    .selectFrom('auth.users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A signed-in admin (profile role), whose token says so. */
async function adminToken(): Promise<string> {
  const email = uniqueEmail('admin');
  const session = (
    await t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { email, password: 'secreto123' } })
  ).json();
  await tdb.db.updateTable('profiles').set({ role: 'admin' }).where('id', '=', session.user.id).execute();
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email, password: 'secreto123' },
  });
  return signIn.json().access_token;
}

describe('new passwords', () => {
  it('at sign-up: 8 characters, not only whitespace, not a common password', async () => {
    for (const [password, body] of REFUSED) {
      const email = uniqueEmail('debil');
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: { email, password },
      });
      expect(res.statusCode, JSON.stringify(password)).toBe(422);
      expect(res.json(), JSON.stringify(password)).toEqual(body);
      expect(await userCount(email)).toBe(0);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: uniqueEmail('fuerte'), password: 'cerca-demo-1234' },
    });
    expect(ok.statusCode).toBe(200);
    for (const password of ['aaaaaaab', 'abcdefgz', 'mi-barcelona-1899', 'Tortas ahogadas']) {
      const good = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: { email: uniqueEmail('buena'), password },
      });
      expect(good.statusCode, password).toBe(200);
    }
  });

  it('at PUT /user', async () => {
    const session = (
      await t.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: { email: uniqueEmail('cambia'), password: 'secreto123' },
      })
    ).json();
    for (const [password, body] of REFUSED) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/auth/v1/user',
        headers: bearer(session.access_token),
        payload: { password },
      });
      expect(res.json(), JSON.stringify(password)).toEqual(body);
    }
  });

  it('at the admin API, creating and updating', async () => {
    const token = await adminToken();
    for (const [password, body] of REFUSED) {
      const email = uniqueEmail('admincrea');
      const created = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/admin/users',
        headers: bearer(token),
        payload: { email, password },
      });
      expect(created.json(), JSON.stringify(password)).toEqual(body);
      expect(await userCount(email)).toBe(0);
    }
    const target = (
      await t.app.inject({
        method: 'POST',
        url: '/auth/v1/admin/users',
        headers: bearer(token),
        payload: { email: uniqueEmail('adminedita'), password: 'secreto123' },
      })
    ).json();
    for (const [password, body] of REFUSED) {
      const updated = await t.app.inject({
        method: 'PUT',
        url: `/auth/v1/admin/users/${target.id}`,
        headers: bearer(token),
        payload: { password },
      });
      expect(updated.json(), JSON.stringify(password)).toEqual(body);
    }
  });
});
