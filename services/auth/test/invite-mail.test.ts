import { createUserWithProfile } from '@cerca/db';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { type AuthMailProducer, createAuthMailProducer } from '@cerca/queues';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, bearer, buildAuthApp, uniqueEmail } from './helpers';

// Issue 13: a manager adds a driver whose e-mail had no account; the partner service makes the
// account and queues an 'invite' job on auth's mail queue, as this test does.

let tdb: TestDatabase;
let t: AuthTestApp;
let producer: AuthMailProducer;

beforeAll(async () => {
  tdb = await createTestDatabase();
  t = await buildAuthApp(tdb.db);
  producer = createAuthMailProducer(t.config.redisUrl, t.config.redisPrefix);
});

afterAll(async () => {
  await producer?.close();
  await t?.close();
  await tdb?.drop();
});

function request(
  method: HTTPMethods,
  url: string,
  { token, payload }: { token?: string; payload?: object } = {},
) {
  return t.app.inject({ method, url, headers: bearer(token), payload });
}

/** An account as the partner service makes it for a new driver: no password, e-mail unconfirmed. */
async function invitedAccount(email: string) {
  const created = await createUserWithProfile(tdb.db, {
    email,
    passwordHash: null,
    userType: 'user',
    userMetadata: {},
    confirmed: false,
  });
  await tdb.db
    .updateTable('profiles')
    .set({ full_name: 'Rosa María López' })
    .where('id', '=', created.user.id)
    .execute();
  return created;
}

async function latestMail(email: string) {
  return tdb.db
    .selectFrom('auth.mail_outbox')
    .selectAll()
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
}

describe("the 'invite' mail", () => {
  it('mails a link that signs the new driver in, confirms the address and lets them set a password', async () => {
    const email = uniqueEmail('repartidora');
    await invitedAccount(email);
    await producer.enqueue({ email, redirectTo: 'http://cerca.test/driver-dashboard', kind: 'invite' });
    await t.mailsSent();

    const mail = await latestMail(email);
    expect(mail.subject).toBe('Te registraron como repartidor en Cerca');
    expect(mail.body_text).toContain('¡Hola, Rosa María López!');
    expect(mail.body_text).toContain('crea tu contraseña con este enlace');
    expect(mail.body_html).toContain('Crear mi contraseña');
    const link = /http:\/\/cerca\.test\/auth\/v1\/verify\?\S+/.exec(mail.body_text)?.[0];
    expect(link).toBeDefined();

    // No password yet: nobody signs in with one.
    const before = await request('POST', '/auth/v1/token?grant_type=password', {
      payload: { email, password: 'cualquiera1' },
    });
    expect(before.statusCode).toBe(400);

    const url = new URL(link!);
    const follow = await request('GET', `${url.pathname}${url.search}`);
    expect(follow.statusCode).toBe(303);
    const location = new URL(follow.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('http://cerca.test/driver-dashboard');
    const accessToken = new URLSearchParams(location.hash.slice(1)).get('access_token')!;
    const me = await request('GET', '/auth/v1/user', { token: accessToken });
    expect(me.json().email).toBe(email);
    expect(me.json().email_confirmed_at).not.toBeNull();

    const set = await request('PUT', '/auth/v1/user', {
      token: accessToken,
      payload: { password: 'repartir123' },
    });
    expect(set.statusCode).toBe(200);
    const signIn = await request('POST', '/auth/v1/token?grant_type=password', {
      payload: { email, password: 'repartir123' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('keeps the link on this site whatever redirect another service asks for', async () => {
    const email = uniqueEmail('desvio');
    await invitedAccount(email);
    await producer.enqueue({ email, redirectTo: 'https://malo.example/robar', kind: 'invite' });
    await t.mailsSent();
    const mail = await latestMail(email);
    const link = new URL(/http:\/\/cerca\.test\/auth\/v1\/verify\?\S+/.exec(mail.body_text)![0]);
    expect(link.searchParams.get('redirect_to')).toBe('http://cerca.test');
  });

  it('sends nothing to an address with no account', async () => {
    const email = uniqueEmail('nadie');
    await producer.enqueue({ email, redirectTo: 'http://cerca.test/driver-dashboard', kind: 'invite' });
    await t.mailsSent();
    const mails = await tdb.db
      .selectFrom('auth.mail_outbox')
      .select('id')
      .where('recipient', '=', email)
      .execute();
    expect(mails).toEqual([]);
  });
});
