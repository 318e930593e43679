import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { GoTrueClient } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, bearer, buildAuthApp, uniqueEmail } from './helpers';

// A stolen access token alone must not change the password: sessions older than the window
// need the current password or a mailed code (GoTrue's reauthentication nonce).
let tdb: TestDatabase;
let t: AuthTestApp;
let url: string;

beforeAll(async () => {
  tdb = await createTestDatabase();
  t = await buildAuthApp(tdb.db, { settings: { mailInterval: 0 } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/auth/v1`;
});

afterAll(async () => {
  await t?.close();
  await tdb?.drop();
});

function client() {
  const items = new Map<string, string>();
  return new GoTrueClient({
    url,
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
  });
}

/** Signs a new person up and makes their session look two hours old. */
async function oldSession(): Promise<{ email: string; token: string; auth: GoTrueClient }> {
  const email = uniqueEmail('antigua');
  const auth = client();
  const { data, error } = await auth.signUp({ email, password: 'secreto123' });
  expect(error).toBeNull();
  await tdb.db
    .updateTable('auth.sessions')
    .set({ created_at: new Date(Date.now() - 2 * 3600_000) })
    .where('user_id', '=', data.user!.id)
    .execute();
  return { email, token: data.session!.access_token, auth };
}

const changePassword = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(token), payload });

async function signsInWith(email: string, password: string): Promise<boolean> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email, password },
  });
  return res.statusCode === 200;
}

async function mailedCode(email: string): Promise<string> {
  const mail = await tdb.db
    .selectFrom('auth.mail_outbox')
    .select(['subject', 'body_text'])
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.subject).toBe('Tu código para cambiar la contraseña de Cerca');
  expect(mail.body_text).toContain('Para cambiar la contraseña de tu cuenta de Cerca, confirma que eres tú.');
  return /Escribe este código en la aplicación: (\d{6})/.exec(mail.body_text)![1]!;
}

describe('changing the password', () => {
  it('from an old session without proof answers reauthentication_needed and changes nothing', async () => {
    const { email, token } = await oldSession();
    const res = await changePassword(token, { password: 'nueva-clave-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      error_code: 'reauthentication_needed',
      msg: 'Password update requires reauthentication',
    });
    expect(await signsInWith(email, 'secreto123')).toBe(true);
    expect(await signsInWith(email, 'nueva-clave-1')).toBe(false);
  });

  it('from a fresh session (a password just typed, a link just followed) needs no other proof', async () => {
    const email = uniqueEmail('fresca');
    const auth = client();
    await auth.signUp({ email, password: 'secreto123' });
    expect((await auth.updateUser({ password: 'nueva-clave-2' })).error).toBeNull();
    expect(await signsInWith(email, 'nueva-clave-2')).toBe(true);
  });

  it('checks a current password that is given even from a fresh session (the /profile form)', async () => {
    const email = uniqueEmail('fresca');
    const auth = client();
    await auth.signUp({ email, password: 'secreto123' });
    const wrong = await auth.updateUser({ password: 'nueva-clave-4', current_password: 'otra-cosa' });
    expect(wrong.error?.code).toBe('current_password_mismatch');
    expect(await signsInWith(email, 'nueva-clave-4')).toBe(false);
    expect(
      (await auth.updateUser({ password: 'nueva-clave-4', current_password: 'secreto123' })).error,
    ).toBeNull();
    expect(await signsInWith(email, 'nueva-clave-4')).toBe(true);
  });

  it('accepts the current password, and refuses a wrong one', async () => {
    const { email, token } = await oldSession();
    const wrong = await changePassword(token, { password: 'nueva-clave-3', current_password: 'otra-cosa' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_code).toBe('current_password_mismatch');
    expect(await signsInWith(email, 'nueva-clave-3')).toBe(false);
    const right = await changePassword(token, { password: 'nueva-clave-3', current_password: 'secreto123' });
    expect(right.statusCode).toBe(200);
    expect(await signsInWith(email, 'nueva-clave-3')).toBe(true);
  });

  it('accepts a code mailed by reauthenticate() once, through auth-js', async () => {
    const { email, auth } = await oldSession();
    expect((await auth.reauthenticate()).error).toBeNull();
    const nonce = await mailedCode(email);
    const wrongCode = nonce === '000000' ? '111111' : '000000';
    const wrong = await auth.updateUser({ password: 'nueva-clave-4', nonce: wrongCode });
    expect(wrong.error).toMatchObject({ status: 400, code: 'reauthentication_not_valid' });
    expect((await auth.updateUser({ password: 'nueva-clave-4', nonce })).error).toBeNull();
    expect(await signsInWith(email, 'nueva-clave-4')).toBe(true);
    // Spent: the same code does not authorise a second change.
    const again = await auth.updateUser({ password: 'nueva-clave-5', nonce });
    expect(again.error).toMatchObject({ status: 400, code: 'reauthentication_not_valid' });
  });

  it('needs a signed-in caller to mail a code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/v1/reauthenticate' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_code).toBe('no_authorization');
  });
});
