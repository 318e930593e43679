import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthKeyStore } from '../src/plugin';
import { bearer, buildAuthApp, uniqueEmail } from './helpers';

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase();
});

afterAll(async () => {
  await tdb?.drop();
});

describe('signing keys', () => {
  it('are generated once even when instances start together, and persist across restarts', async () => {
    const stores = [createAuthKeyStore(tdb.db), createAuthKeyStore(tdb.db), createAuthKeyStore(tdb.db)];
    const jwks = await Promise.all(stores.map((store) => store.getJwks()));
    const rows = await tdb.db.selectFrom('auth.signing_keys').select(['kid', 'alg', 'active']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ alg: 'ES256', active: true });
    for (const set of jwks) expect(set.keys.map((key) => key.kid)).toEqual([rows[0]!.kid]);

    const first = await buildAuthApp(tdb.db);
    const session = (
      await first.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: { email: uniqueEmail(), password: 'secreto123' },
      })
    ).json();
    const kid = (await first.app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' })).json()
      .keys[0].kid;
    await first.close();

    const second = await buildAuthApp(tdb.db);
    const jwksAfter = (
      await second.app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' })
    ).json();
    expect(jwksAfter.keys.map((key: { kid: string }) => key.kid)).toEqual([kid]);
    const me = await second.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(session.access_token),
    });
    expect(me.statusCode).toBe(200);
    await second.close();
  });
});

describe('rate limits', () => {
  it('answer GoTrue’s 429 per e-mail and per IP', async () => {
    const t = await buildAuthApp(tdb.db, { settings: { rateLimit: { ipMax: 3, emailMax: 2 } } });
    try {
      const email = uniqueEmail();
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/auth/v1/token?grant_type=password',
          payload: { email, password: 'incorrecta' },
        });
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(400);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        code: 429,
        error_code: 'over_request_rate_limit',
        msg: 'Request rate limit reached',
      });

      const recover = (address: string) =>
        t.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email: address } });
      for (let i = 0; i < 3; i++) expect((await recover(uniqueEmail())).statusCode).toBe(200);
      const byIp = await recover(uniqueEmail());
      expect(byIp.statusCode).toBe(429);
      expect(byIp.json()).toEqual({
        code: 429,
        error_code: 'over_request_rate_limit',
        msg: 'Request rate limit reached',
      });
      expect(byIp.headers['retry-after']).toBeDefined();
      // Another client address has its own budget.
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/recover',
        remoteAddress: '203.0.113.7',
        payload: { email: uniqueEmail() },
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('e-mail confirmation (AUTH_REQUIRE_EMAIL_CONFIRMATION=true)', () => {
  it('answers the user without a session until the mailed link is followed', async () => {
    const t = await buildAuthApp(tdb.db, { env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true' } });
    try {
      const email = uniqueEmail('confirma');
      const signup = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: { email, password: 'secreto123', data: { user_type: 'business' } },
      });
      expect(signup.statusCode).toBe(200);
      expect(signup.json()).toMatchObject({
        email,
        email_confirmed_at: null,
        user_metadata: { user_type: 'business' },
      });
      expect(signup.json().access_token).toBeUndefined();

      const early = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email, password: 'secreto123' },
      });
      expect(early.json()).toEqual({
        code: 400,
        error_code: 'email_not_confirmed',
        msg: 'Email not confirmed',
      });

      const mail = await tdb.db
        .selectFrom('auth.mail_outbox')
        .selectAll()
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Confirma tu correo en Cerca');
      const link = new URL(/http:\/\/cerca\.test\/auth\/v1\/verify\?\S+/.exec(mail.body_text)![0]);
      expect(link.searchParams.get('type')).toBe('signup');
      const follow = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(follow.statusCode).toBe(303);
      const fragment = new URLSearchParams(new URL(follow.headers.location as string).hash.slice(1));
      expect(fragment.get('type')).toBe('signup');
      expect(fragment.get('access_token')).toEqual(expect.any(String));

      const later = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email, password: 'secreto123' },
      });
      expect(later.statusCode).toBe(200);
      expect(later.json().user.email_confirmed_at).toEqual(expect.any(String));
    } finally {
      await t.close();
    }
  });
});

describe('production', () => {
  it('has no developer outbox page', async () => {
    const t = await buildAuthApp(tdb.db, { config: { env: 'production', logLevel: 'silent' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/auth/v1/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
