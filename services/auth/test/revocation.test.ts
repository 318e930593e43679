import { sql } from '@cerca/db';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { defineService, requireUser } from '@cerca/service-kit';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuthTestApp, bearer, buildAuthApp, uniqueEmail } from './helpers';

// Another service in the same app, like ordering behind the gateway: it sees only the kit's
// request.user, never the auth service's session table.
const probeService = defineService({
  name: 'probe',
  prefix: '/api/probe',
  description: 'A route of another service that needs a signed-in caller',
  async routes(app) {
    app.get('/me', { preHandler: requireUser }, async (request) => ({ id: request.user!.id }));
  },
});

let tdb: TestDatabase;
let t: AuthTestApp;

beforeAll(async () => {
  tdb = await createTestDatabase();
  t = await buildAuthApp(tdb.db, { services: [probeService] });
});

afterAll(async () => {
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

/** The probe's answer to the holder of `token`: 200 while the session lives, 401 once it ended. */
async function probe(token: string): Promise<number> {
  return (await request('GET', '/api/probe/me', { token })).statusCode;
}

interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

async function signUp(email = uniqueEmail()): Promise<Session> {
  return (await request('POST', '/auth/v1/signup', { payload: { email, password: 'secreto123' } })).json();
}

async function signIn(email: string, password = 'secreto123'): Promise<Session> {
  const res = await request('POST', '/auth/v1/token?grant_type=password', { payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Two sessions of one person, as on a phone and a laptop. */
async function twoDevices(): Promise<[Session, Session, string]> {
  const email = uniqueEmail();
  const phone = await signUp(email);
  return [phone, await signIn(email), email];
}

async function adminToken(): Promise<string> {
  const email = uniqueEmail('jefa');
  const admin = await signUp(email);
  await tdb.db.updateTable('profiles').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
  return (await signIn(email)).access_token;
}

describe('access tokens of ended sessions, on the other services', () => {
  it('stop working after a global sign-out', async () => {
    const [phone, laptop] = await twoDevices();
    expect(await probe(phone.access_token)).toBe(200);
    expect((await request('POST', '/auth/v1/logout', { token: phone.access_token })).statusCode).toBe(204);
    expect(await probe(phone.access_token)).toBe(401);
    expect(await probe(laptop.access_token)).toBe(401);
  });

  it('end only the sessions a local or others sign-out names', async () => {
    const [phone, laptop] = await twoDevices();
    await request('POST', '/auth/v1/logout?scope=others', { token: phone.access_token });
    expect(await probe(laptop.access_token)).toBe(401);
    expect(await probe(phone.access_token)).toBe(200);
    await request('POST', '/auth/v1/logout?scope=local', { token: phone.access_token });
    expect(await probe(phone.access_token)).toBe(401);
  });

  it('stop working when a reused refresh token revokes the session', async () => {
    const session = await signUp();
    const first = await request('POST', '/auth/v1/token?grant_type=refresh_token', {
      payload: { refresh_token: session.refresh_token },
    });
    const rotated: Session = first.json();
    const reuse = await request('POST', '/auth/v1/token?grant_type=refresh_token', {
      payload: { refresh_token: session.refresh_token },
    });
    expect(reuse.json().error_code).toBe('refresh_token_already_used');
    expect(await probe(rotated.access_token)).toBe(401);
    expect(await probe(session.access_token)).toBe(401);
  });

  it('stop working on the other devices after a password change', async () => {
    const [phone, laptop] = await twoDevices();
    const changed = await request('PUT', '/auth/v1/user', {
      token: phone.access_token,
      payload: { password: 'otraClave456' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await probe(laptop.access_token)).toBe(401);
    expect(await probe(phone.access_token)).toBe(200);
  });

  it('stop working after a ban', async () => {
    const [phone, laptop] = await twoDevices();
    const banned = await request('PUT', `/auth/v1/admin/users/${phone.user.id}`, {
      token: await adminToken(),
      payload: { ban_duration: '24h' },
    });
    expect(banned.statusCode).toBe(200);
    expect(await probe(phone.access_token)).toBe(401);
    expect(await probe(laptop.access_token)).toBe(401);
  });

  it('stop working, refresh tokens too, when an admin sets a new password', async () => {
    const [phone, laptop] = await twoDevices();
    const reset = await request('PUT', `/auth/v1/admin/users/${phone.user.id}`, {
      token: await adminToken(),
      payload: { password: 'puesta-por-admin-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await probe(phone.access_token)).toBe(401);
    expect(await probe(laptop.access_token)).toBe(401);
    const refreshed = await request('POST', '/auth/v1/token?grant_type=refresh_token', {
      payload: { refresh_token: laptop.refresh_token },
    });
    expect(refreshed.json().error_code).toBe('refresh_token_not_found');
  });

  it('give no session to a sign-in that races a ban', async () => {
    const email = uniqueEmail('carrera');
    const person = await signUp(email);
    let commitBan!: () => void;
    const banHeld = new Promise<void>((resolve) => {
      commitBan = resolve;
    });
    // The ban is written but not committed while the sign-in checks the password.
    const ban = tdb.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('auth.users')
        .set({ banned_until: new Date(Date.now() + 3600_000) })
        .where('id', '=', person.user.id)
        .execute();
      await banHeld;
    });
    const signingIn = request('POST', '/auth/v1/token?grant_type=password', {
      payload: { email, password: 'secreto123' },
    });
    // Once the sign-in waits on the banned row's lock, the ban commits under it.
    await vi.waitFor(
      async () => {
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(tdb.db);
        if (rows[0]!.waiting === 0) throw new Error('the sign-in never waited on the ban');
      },
      { timeout: 10_000, interval: 20 },
    );
    commitBan();
    await ban;
    const answer = await signingIn;
    expect([answer.statusCode, answer.json().error_code]).toEqual([400, 'user_banned']);
  });

  it('stop working after the account is deleted', async () => {
    const [phone, laptop] = await twoDevices();
    const deleted = await request('DELETE', `/auth/v1/admin/users/${phone.user.id}`, {
      token: await adminToken(),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await probe(phone.access_token)).toBe(401);
    expect(await probe(laptop.access_token)).toBe(401);
  });

  it('keep working for sessions nobody ended', async () => {
    const [phone] = await twoDevices();
    await request('PUT', '/auth/v1/user', {
      token: phone.access_token,
      payload: { data: { full_name: 'Ana' } },
    });
    expect(await probe(phone.access_token)).toBe(200);
  });
});
