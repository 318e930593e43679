import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { type AuthChangeEvent, GoTrueAdminApi, GoTrueClient, type SupportedStorage } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, buildAuthApp, countUsers, uniqueEmail } from './helpers';

// The browser's session client, unchanged, against the service listening on a real port.
let tdb: TestDatabase;
let t: AuthTestApp;
let url: string;
const ADMIN_EMAIL = 'admin-js@cerca.test';

function memoryStorage(): SupportedStorage & { keys: () => string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
    keys: () => [...items.keys()],
  };
}

function client(storage = memoryStorage()) {
  return new GoTrueClient({
    url,
    storage,
    storageKey: 'sb-cerca-auth-token',
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
  });
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  t = await buildAuthApp(tdb.db, { config: { adminEmails: [ADMIN_EMAIL] } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/auth/v1`;
});

afterAll(async () => {
  await t?.close();
  await tdb?.drop();
});

describe('@supabase/auth-js GoTrueClient', () => {
  it('signs up, signs in, reads the user, refreshes and signs out with the usual events', async () => {
    const storage = memoryStorage();
    const auth = client(storage);
    const events: AuthChangeEvent[] = [];
    const { data: subscription } = auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const email = uniqueEmail('cliente');

    const signUp = await auth.signUp({
      email,
      password: 'secreto123',
      options: { data: { user_type: 'business' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.access_token).toEqual(expect.any(String));
    expect(signUp.data.user?.user_metadata).toMatchObject({ user_type: 'business' });
    expect(storage.keys()).toContain('sb-cerca-auth-token');

    await auth.signOut();
    const signIn = await auth.signInWithPassword({ email, password: 'secreto123' });
    expect(signIn.error).toBeNull();
    const firstRefreshToken = signIn.data.session!.refresh_token;

    const { data: userData, error: userError } = await auth.getUser();
    expect(userError).toBeNull();
    expect(userData.user?.email).toBe(email);
    expect(userData.user?.app_metadata).toMatchObject({ role: 'user' });

    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(firstRefreshToken);

    const updated = await auth.updateUser({ data: { full_name: 'Cliente' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Cliente', user_type: 'business' });

    const signOut = await auth.signOut();
    expect(signOut.error).toBeNull();
    expect(storage.keys()).not.toContain('sb-cerca-auth-token');
    expect((await auth.getSession()).data.session).toBeNull();

    expect(events).toEqual([
      'INITIAL_SESSION',
      'SIGNED_IN',
      'SIGNED_OUT',
      'SIGNED_IN',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'SIGNED_OUT',
    ]);
    subscription.subscription.unsubscribe();

    // The refresh token of the signed-out session is dead on the server too.
    const stale = await client().refreshSession({ refresh_token: refreshed.data.session!.refresh_token });
    expect(stale.error?.code).toBe('refresh_token_not_found');
  });

  it('surfaces GoTrue error codes the browser maps to Spanish texts', async () => {
    const auth = client();
    const email = uniqueEmail('errores');
    await auth.signUp({ email, password: 'secreto123' });
    await auth.signOut();

    const wrong = await auth.signInWithPassword({ email, password: 'incorrecta' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const duplicate = await auth.signUp({ email, password: 'secreto123' });
    expect(duplicate.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });

    const weak = await auth.signUp({ email: uniqueEmail(), password: '123' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  });

  it('recovers a password with resetPasswordForEmail and verifyOtp', async () => {
    const auth = client();
    const email = uniqueEmail('recupera');
    await auth.signUp({ email, password: 'secreto123' });
    await auth.signOut();
    const reset = await auth.resetPasswordForEmail(email, { redirectTo: 'http://cerca.test/profile' });
    expect(reset.error).toBeNull();
    await t.mailsSent();
    const mail = await tdb.db
      .selectFrom('auth.mail_outbox')
      .select('body_text')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    const token = new URL(
      /http:\/\/cerca\.test\/auth\/v1\/verify\?\S+/.exec(mail.body_text)![0],
    ).searchParams.get('token')!;
    const verified = await auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
    expect((await auth.updateUser({ password: 'otra-clave' })).error).toBeNull();
    await auth.signOut();
    expect((await auth.signInWithPassword({ email, password: 'otra-clave' })).error).toBeNull();
  });

  it('lists users through GoTrueAdminApi with its pagination', async () => {
    const auth = client();
    for (let i = 0; i < 3; i++)
      await client().signUp({ email: uniqueEmail('lista'), password: 'secreto123' });
    // The listed address counts once it is proven by a mailed link (test/admin-emails.test.ts).
    await auth.signUp({ email: ADMIN_EMAIL, password: 'secreto123' });
    await auth.resetPasswordForEmail(ADMIN_EMAIL);
    await t.mailsSent();
    const mail = await tdb.db
      .selectFrom('auth.mail_outbox')
      .select('body_text')
      .where('recipient', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const token = new URL(
      /http:\/\/cerca\.test\/auth\/v1\/verify\?\S+/.exec(mail.body_text)![0],
    ).searchParams.get('token')!;
    const { data } = await auth.verifyOtp({ token_hash: token, type: 'recovery' });
    const admin = new GoTrueAdminApi({
      url,
      headers: { Authorization: `Bearer ${data.session!.access_token}` },
    });
    const total = await countUsers(tdb.db);
    const page = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(2);
    expect(page.data).toMatchObject({
      aud: 'authenticated',
      nextPage: 2,
      lastPage: Math.ceil(total / 2),
      total,
    });

    const visitor = new GoTrueAdminApi({ url });
    const refused = await visitor.listUsers();
    expect(refused.error).toMatchObject({ status: 401, code: 'no_authorization' });
  });
});
