import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, bearer, buildAuthApp, uniqueEmail } from './helpers';

// ADMIN_EMAILS names addresses, so it may only grant admin to whoever proved they read that mailbox.
let tdb: TestDatabase;
let t: AuthTestApp;
const LISTED = 'jefa@cerca.test';
const OTHER_LISTED = 'subjefa@cerca.test';

beforeAll(async () => {
  tdb = await createTestDatabase();
  t = await buildAuthApp(tdb.db, { config: { adminEmails: [LISTED, OTHER_LISTED] } });
});

afterAll(async () => {
  await t?.close();
  await tdb?.drop();
});

const roleIn = (token: string) => (decodeJwt(token).app_metadata as { role?: string }).role;

async function mailedLink(email: string): Promise<string> {
  const mail = await tdb.db
    .selectFrom('auth.mail_outbox')
    .select('body_text')
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const url = new URL(/http:\/\/cerca\.test\/auth\/v1\/verify\?\S+/.exec(mail.body_text)![0]);
  return `${url.pathname}${url.search}`;
}

describe('ADMIN_EMAILS', () => {
  it('grants nothing to whoever signs up with a listed address while sign-up confirms at once', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: LISTED, password: 'secreto123' },
    });
    expect(signup.statusCode).toBe(200);
    const session = signup.json();
    expect(session.user.email_confirmed_at).toEqual(expect.any(String));
    expect(session.user.app_metadata.role).toBe('user');
    expect(roleIn(session.access_token)).toBe('user');
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(session.access_token),
    });
    expect(me.json().app_metadata.role).toBe('user');
    const list = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/admin/users',
      headers: bearer(session.access_token),
    });
    expect(list.statusCode).toBe(403);
  });

  it('grants admin once the address is proven by a mailed link, and keeps the marker out of app_metadata', async () => {
    await t.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email: LISTED } });
    await t.mailsSent();
    const follow = await t.app.inject({ method: 'GET', url: await mailedLink(LISTED) });
    const fragment = new URLSearchParams(new URL(follow.headers.location as string).hash.slice(1));
    const token = fragment.get('access_token')!;
    expect(roleIn(token)).toBe('admin');
    const me = await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(token) });
    expect(me.json().app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      role: 'admin',
      managed_city_id: null,
    });
    const list = await t.app.inject({ method: 'GET', url: '/auth/v1/admin/users', headers: bearer(token) });
    expect(list.statusCode).toBe(200);

    // The marker cannot be written through the admin API either.
    const created = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/admin/users',
      headers: bearer(token),
      payload: {
        email: OTHER_LISTED,
        password: 'secreto123',
        email_confirm: true,
        app_metadata: { proven_email: OTHER_LISTED },
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().app_metadata.role).toBe('user');
    const id = created.json().id;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/auth/v1/admin/users/${id}`,
      headers: bearer(token),
      payload: { app_metadata: { proven_email: OTHER_LISTED } },
    });
    expect(updated.json().app_metadata.role).toBe('user');
  });

  it('still grants admin to a profile whose role is admin (the seeded demo admin)', async () => {
    const email = uniqueEmail('perfil');
    const session = (
      await t.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: { email, password: 'secreto123' },
      })
    ).json();
    await tdb.db.updateTable('profiles').set({ role: 'admin' }).where('id', '=', session.user.id).execute();
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(session.access_token),
    });
    expect(me.json().app_metadata.role).toBe('admin');
  });
});
