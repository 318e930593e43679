import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import type { HTTPMethods } from 'fastify';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameBase } from '../src/lib/usernames';
import { type AuthTestApp, bearer, buildAuthApp, countUsers, uniqueEmail } from './helpers';

let tdb: TestDatabase;
let t: AuthTestApp;
const ADMIN_EMAIL = 'jefa@cerca.test';

beforeAll(async () => {
  tdb = await createTestDatabase();
  t = await buildAuthApp(tdb.db, { config: { adminEmails: [ADMIN_EMAIL] } });
});

afterAll(async () => {
  await t?.close();
  await tdb?.drop();
});

/** One request to the auth API, as the holder of `token` when one is given. */
function request(
  method: HTTPMethods,
  url: string,
  { token, payload }: { token?: string; payload?: object } = {},
) {
  return t.app.inject({ method, url, headers: bearer(token), payload });
}

async function signUp(email: string, password = 'secreto123', data: Record<string, unknown> = {}) {
  return request('POST', '/auth/v1/signup', { payload: { email, password, data } });
}

async function signIn(email: string, password = 'secreto123') {
  return request('POST', '/auth/v1/token?grant_type=password', { payload: { email, password } });
}

async function refresh(refreshToken: string) {
  return request('POST', '/auth/v1/token?grant_type=refresh_token', {
    payload: { refresh_token: refreshToken },
  });
}

describe('sign-up', () => {
  it('creates the auth user and the profile together and answers a session', async () => {
    const email = uniqueEmail('marta');
    const res = await signUp(email.toUpperCase(), 'secreto123', {
      user_type: 'business',
      full_name: 'Marta',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token.length).toBeGreaterThanOrEqual(43);
    expect(body.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], role: 'user', managed_city_id: null },
      user_metadata: { user_type: 'business', full_name: 'Marta' },
    });
    const profile = await tdb.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ email, role: 'user', user_type: 'business' });
    expect(profile.username).toBe(email.split('@')[0]);
    const user = await tdb.db
      .selectFrom('auth.users')
      .selectAll()
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(user.encrypted_password).toMatch(/^\$argon2id\$/);
  });

  it('makes usernames unique: two ana@ e-mails become ana and ana1', async () => {
    const first = await signUp('ana@uno.example.com');
    const second = await signUp('Ana@dos.example.com');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const names = await tdb.db
      .selectFrom('profiles')
      .select(['id', 'username', 'user_type'])
      .where('id', 'in', [first.json().user.id, second.json().user.id])
      .execute();
    const byId = Object.fromEntries(names.map((row) => [row.id, row]));
    expect(byId[first.json().user.id]).toMatchObject({ username: 'ana', user_type: 'user' });
    expect(byId[second.json().user.id]).toMatchObject({ username: 'ana1', user_type: 'user' });
  });

  it('keeps usernames unique when sign-ups race', async () => {
    const results = await Promise.all(
      ['uno', 'dos', 'tres'].map((domain) => signUp(`luis@${domain}.example.com`)),
    );
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const names = await tdb.db
      .selectFrom('profiles')
      .select('username')
      .where(
        'id',
        'in',
        results.map((res) => res.json().user.id),
      )
      .execute();
    expect(names.map((row) => row.username).sort()).toEqual(['luis', 'luis1', 'luis2']);
    expect(usernameBase('Ana.María+promo@example.com')).toBe('ana.maria_promo');
  });

  it('answers GoTrue’s bad_json for a broken body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      error_code: 'bad_json',
      msg: 'Could not parse request body as JSON',
    });
  });

  it('refuses a registered e-mail with GoTrue’s body and creates nothing', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const res = await signUp(email.toUpperCase(), 'otraclave9');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 422,
      error_code: 'user_already_exists',
      msg: 'User already registered',
    });
    const count = await tdb.db
      .selectFrom('auth.users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses weak passwords like GoTrue', async () => {
    const res = await signUp(uniqueEmail(), '12345');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 8 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('validates the e-mail and the account type', async () => {
    const bad = await signUp('no-es-un-correo');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unable to validate email address: invalid format',
    });
    const type = await signUp(uniqueEmail(), 'secreto123', { user_type: 'admin' });
    expect(type.statusCode).toBe(422);
    expect(type.json().error_code).toBe('validation_failed');
  });
});

describe('sign-in', () => {
  it('answers a session for the right password', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const res = await signIn(` ${email.toUpperCase()} `.trim());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().user.email).toBe(email);
    expect(res.json().user.last_sign_in_at).toEqual(expect.any(String));
  });

  it('answers the same body for a wrong password and an unknown e-mail', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const expected = { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' };
    const wrong = await signIn(email, 'incorrecta');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(expected);
    const unknown = await signIn(uniqueEmail('nadie'), 'incorrecta');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(expected);
  });

  it('refuses unsupported grants', async () => {
    const res = await request('POST', '/auth/v1/token?grant_type=magic', { payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
  });
});

describe('access tokens', () => {
  it('carry GoTrue’s claims and Cerca’s role, and verify with the published JWKS', async () => {
    const email = uniqueEmail();
    const { access_token: token, user } = (await signUp(email)).json();
    const jwks = await request('GET', '/auth/v1/.well-known/jwks.json');
    expect(jwks.statusCode).toBe(200);
    const keySet = jwks.json();
    expect(keySet.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keySet.keys[0].d).toBeUndefined();
    const header = decodeProtectedHeader(token);
    expect(header).toMatchObject({ alg: 'ES256', kid: keySet.keys[0].kid });
    const { payload } = await jwtVerify(token, createLocalJWKSet(keySet), {
      issuer: 'http://cerca.test/auth/v1',
      audience: 'authenticated',
    });
    expect(payload).toMatchObject({
      sub: user.id,
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      session_id: expect.any(String),
      app_metadata: { provider: 'email', providers: ['email'], role: 'user', managed_city_id: null },
      user_metadata: { user_type: 'user' },
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    // The kit's verifier (what every other service and the gateway use) agrees.
    expect(await t.keys.verifyToken(token)).toMatchObject({ id: user.id, email, role: 'user' });
  });
});

describe('refresh tokens', () => {
  it('rotate: the old token is refused after use and reuse revokes the whole family', async () => {
    const first = (await signUp(uniqueEmail())).json();
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect(rotated.user.id).toBe(first.user.id);

    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      code: 400,
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });
    // The child issued before the reuse is revoked too: the session's family is dead.
    const child = await refresh(rotated.refresh_token);
    expect(child.statusCode).toBe(400);
    expect(child.json().error_code).toBe('refresh_token_already_used');
    const live = await tdb.db
      .selectFrom('auth.refresh_tokens')
      .select('id')
      .where('user_id', '=', first.user.id)
      .where('revoked', '=', false)
      .execute();
    expect(live).toHaveLength(0);
  });

  it('refuses unknown refresh tokens', async () => {
    const res = await refresh('no-existe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      error_code: 'refresh_token_not_found',
      msg: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });
});

describe('/user and /logout', () => {
  it('GET /user answers the user with a token and GoTrue’s 401 without one', async () => {
    const session = (await signUp(uniqueEmail())).json();
    const res = await request('GET', '/auth/v1/user', { token: session.access_token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: session.user.id, email: session.user.email });
    const anonymous = await request('GET', '/auth/v1/user');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      code: 401,
      error_code: 'no_authorization',
      msg: 'This endpoint requires a valid Bearer token',
    });
    const forged = await request('GET', '/auth/v1/user', { token: `${session.access_token}x` });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({
      code: 403,
      error_code: 'bad_jwt',
      // GoTrue's wording, not the JWT library's own message.
      msg: 'invalid JWT: unable to parse or verify signature, signature is invalid',
    });
  });

  it('refuses a token signed with its own key but naming another issuer', async () => {
    const session = (await signUp(uniqueEmail())).json();
    const claims = decodeJwt(session.access_token);
    const foreign = await t.keys.sign({ ...claims, iss: 'https://otro.example/auth/v1' }, claims.exp!);
    const res = await request('GET', '/auth/v1/user', { token: foreign });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('bad_jwt');
  });

  it('names the field and zod issue code of a malformed body, never zod’s English wording', async () => {
    const res = await request('POST', '/auth/v1/recover', { payload: { email: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Could not read request: /email is invalid (invalid_type)',
    });
  });

  it('PUT /user changes metadata and password, keeps user_type and refuses e-mail changes', async () => {
    const email = uniqueEmail();
    const session = (await signUp(email, 'secreto123', { user_type: 'business' })).json();
    const token = session.access_token;
    const meta = await request('PUT', '/auth/v1/user', {
      token,
      payload: { data: { full_name: 'Lucía', user_type: 'user' } },
    });
    expect(meta.statusCode).toBe(200);
    expect(meta.json().user_metadata).toEqual({ user_type: 'business', full_name: 'Lucía' });

    const changeEmail = await request('PUT', '/auth/v1/user', {
      token,
      payload: { email: uniqueEmail('otra') },
    });
    expect(changeEmail.statusCode).toBe(422);
    expect(changeEmail.json()).toEqual({
      code: 422,
      error_code: 'email_change_not_allowed',
      msg: 'Email address cannot be changed',
    });

    const same = await request('PUT', '/auth/v1/user', { token, payload: { password: 'secreto123' } });
    expect(same.statusCode).toBe(422);
    expect(same.json().error_code).toBe('same_password');

    const other = (await signIn(email)).json();
    const changed = await request('PUT', '/auth/v1/user', { token, payload: { password: 'nueva-clave' } });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(email)).statusCode).toBe(400);
    expect((await signIn(email, 'nueva-clave')).statusCode).toBe(200);
    // The other device's session ended with the password change.
    expect((await refresh(other.refresh_token)).json().error_code).toBe('refresh_token_not_found');
  });

  it('logout (local) ends only this session; its tokens stop working', async () => {
    const email = uniqueEmail();
    const a = (await signUp(email)).json();
    const b = (await signIn(email)).json();
    const out = await request('POST', '/auth/v1/logout?scope=local', { token: a.access_token });
    expect(out.statusCode).toBe(204);
    expect((await refresh(a.refresh_token)).statusCode).toBe(400);
    const user = await request('GET', '/auth/v1/user', { token: a.access_token });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({
      code: 403,
      error_code: 'session_not_found',
      msg: 'Session from session_id claim in JWT does not exist',
    });
    expect((await refresh(b.refresh_token)).statusCode).toBe(200);
  });

  it('logout (global, the default) ends every session of the person', async () => {
    const email = uniqueEmail();
    const a = (await signUp(email)).json();
    const b = (await signIn(email)).json();
    const out = await request('POST', '/auth/v1/logout', { token: b.access_token });
    expect(out.statusCode).toBe(204);
    expect((await refresh(a.refresh_token)).json().error_code).toBe('refresh_token_not_found');
    expect((await refresh(b.refresh_token)).json().error_code).toBe('refresh_token_not_found');
    const bad = await request('POST', '/auth/v1/logout?scope=todo', { token: b.access_token });
    expect(bad.statusCode).toBe(400);
  });
});

describe('admin API', () => {
  it('is refused to visitors (401) and to users (403)', async () => {
    const visitor = await request('GET', '/auth/v1/admin/users');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error_code).toBe('no_authorization');
    const user = (await signUp(uniqueEmail())).json();
    const res = await request('GET', '/auth/v1/admin/users', { token: user.access_token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, error_code: 'not_admin', msg: 'User not allowed' });
    const create = await request('POST', '/auth/v1/admin/users', {
      token: user.access_token,
      payload: { email: uniqueEmail(), password: 'secreto123' },
    });
    expect(create.statusCode).toBe(403);
  });

  it('works for an ADMIN_EMAILS admin, with GoTrue’s pagination headers', async () => {
    // The listed address counts once it is proven by a mailed code (test/admin-emails.test.ts).
    await signUp(ADMIN_EMAIL);
    await request('POST', '/auth/v1/recover', { payload: { email: ADMIN_EMAIL } });
    await t.mailsSent();
    const mail = await tdb.db
      .selectFrom('auth.mail_outbox')
      .select('body_text')
      .where('recipient', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const code = /código en la aplicación: (\d{6})/.exec(mail.body_text)?.[1];
    const admin = (
      await request('POST', '/auth/v1/verify', {
        payload: { type: 'recovery', email: ADMIN_EMAIL, token: code },
      })
    ).json();
    expect(admin.user.app_metadata.role).toBe('admin');
    const token = admin.access_token;
    const total = await countUsers(tdb.db);
    const page1 = await request('GET', '/auth/v1/admin/users?page=1&per_page=2', { token });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().aud).toBe('authenticated');
    expect(page1.json().users).toHaveLength(2);
    expect(page1.json().users[0].email).toBe(ADMIN_EMAIL); // newest first
    expect(page1.headers['x-total-count']).toBe(String(total));
    const last = Math.ceil(total / 2);
    expect(page1.headers.link).toBe(
      `</auth/v1/admin/users?page=2&per_page=2>; rel="next", </auth/v1/admin/users?page=${last}&per_page=2>; rel="last"`,
    );

    const created = await request('POST', '/auth/v1/admin/users', {
      token,
      payload: {
        email: 'Nuevo@Example.com',
        password: 'secreto123',
        email_confirm: true,
        user_metadata: { user_type: 'business' },
      },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      email: 'nuevo@example.com',
      user_metadata: { user_type: 'business' },
    });
    expect((await signIn('nuevo@example.com')).statusCode).toBe(200);
    const profile = await tdb.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ username: 'nuevo', user_type: 'business', role: 'user' });

    const duplicate = await request('POST', '/auth/v1/admin/users', {
      token,
      payload: { email: 'nuevo@example.com' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().error_code).toBe('email_exists');

    const got = await request('GET', `/auth/v1/admin/users/${id}`, { token });
    expect(got.json().id).toBe(id);
    const promoted = await request('PUT', `/auth/v1/admin/users/${id}`, {
      token,
      payload: { app_metadata: { role: 'admin' }, user_metadata: { full_name: 'Nuevo' } },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().app_metadata.role).toBe('admin');
    expect(promoted.json().user_metadata).toEqual({ user_type: 'business', full_name: 'Nuevo' });
    const partnerWithoutCity = await request('PUT', `/auth/v1/admin/users/${id}`, {
      token,
      payload: { app_metadata: { role: 'city_partner' } },
    });
    expect(partnerWithoutCity.statusCode).toBe(422);

    const deleted = await request('DELETE', `/auth/v1/admin/users/${id}`, { token });
    expect(deleted.statusCode).toBe(200);
    const gone = await request('GET', `/auth/v1/admin/users/${id}`, { token });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 404, error_code: 'user_not_found', msg: 'User not found' });
    expect(
      await tdb.db.selectFrom('profiles').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('password recovery', () => {
  it('does the same work for a known and an unknown address: one queued job each, looked up later', async () => {
    const known = uniqueEmail('conocida');
    await signUp(known);
    const unknown = uniqueEmail('desconocida');
    const answers = [];
    for (const email of [known, unknown])
      answers.push(await request('POST', '/auth/v1/recover', { payload: { email } }));
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual([
      [200, '{}'],
      [200, '{}'],
    ]);
    await t.mailsSent();
    const jobs = await t.recoveryQueue.getJobs(['completed']);
    const handedOver = jobs.map((job) => job.data.email).filter((e) => e === known || e === unknown);
    expect(handedOver.sort()).toEqual([known, unknown].sort());
    const mails = await tdb.db
      .selectFrom('auth.mail_outbox')
      .select('recipient')
      .where('recipient', 'in', [known, unknown])
      .execute();
    expect(mails.map((m) => m.recipient)).toEqual([known]);
  });

  it('queues a Spanish mail whose link signs in and lets the person set a new password', async () => {
    const email = uniqueEmail('olvido');
    await signUp(email);
    const res = await request(
      'POST',
      `/auth/v1/recover?redirect_to=${encodeURIComponent('http://cerca.test/profile')}`,
      { payload: { email } },
    );
    await t.mailsSent();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const unknown = await request('POST', '/auth/v1/recover', { payload: { email: uniqueEmail() } });
    await t.mailsSent();
    expect(unknown.statusCode).toBe(200);

    const mail = await tdb.db
      .selectFrom('auth.mail_outbox')
      .selectAll()
      .where('recipient', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Restablece tu contraseña de Cerca');
    expect(mail.body_text).toContain('Recibimos una solicitud para restablecer la contraseña');
    const link = /http:\/\/cerca\.test\/auth\/v1\/verify\?\S+/.exec(mail.body_text)?.[0];
    expect(link).toBeDefined();

    // Nobody reads other people's mail over HTTP unless AUTH_DEV_OUTBOX opts in (test/dev-mail.test.ts).
    const page = await request('GET', '/auth/v1/dev/outbox');
    expect(page.statusCode).toBe(404);

    // A second request within the mail interval sends nothing, and answers exactly like a request
    // for an address nobody has: a 429 for real accounts only would tell who has one.
    const again = await request('POST', '/auth/v1/recover', { payload: { email } });
    await t.mailsSent();
    const stranger = uniqueEmail('nadie');
    await request('POST', '/auth/v1/recover', { payload: { email: stranger } });
    await t.mailsSent();
    const strangerAgain = await request('POST', '/auth/v1/recover', { payload: { email: stranger } });
    await t.mailsSent();
    expect([again.statusCode, again.body]).toEqual([strangerAgain.statusCode, strangerAgain.body]);
    expect(again.statusCode).toBe(200);
    const mails = await tdb.db
      .selectFrom('auth.mail_outbox')
      .select('id')
      .where('recipient', '=', email)
      .where('subject', '=', 'Restablece tu contraseña de Cerca')
      .execute();
    expect(mails).toHaveLength(1);

    const url = new URL(link!);
    const follow = await request('GET', `${url.pathname}${url.search}`);
    expect(follow.statusCode).toBe(303);
    const location = new URL(follow.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('http://cerca.test/profile');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    const accessToken = fragment.get('access_token')!;
    const me = await request('GET', '/auth/v1/user', { token: accessToken });
    expect(me.json().email).toBe(email);
    const changed = await request('PUT', '/auth/v1/user', {
      token: accessToken,
      payload: { password: 'recuperada1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(email, 'recuperada1')).statusCode).toBe(200);

    // The link works once.
    const twice = await request('GET', `${url.pathname}${url.search}`);
    expect(twice.statusCode).toBe(303);
    expect(twice.headers.location).toContain('#error=access_denied&error_code=otp_expired');
  });

  it('POST /verify accepts the mailed six-digit code with the e-mail', async () => {
    const email = uniqueEmail('codigo');
    await signUp(email);
    await request('POST', '/auth/v1/recover', { payload: { email } });
    await t.mailsSent();
    const mail = await tdb.db
      .selectFrom('auth.mail_outbox')
      .select('body_text')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    const code = /código en la aplicación: (\d{6})/.exec(mail.body_text)?.[1];
    const wrong = await request('POST', '/auth/v1/verify', {
      payload: { type: 'recovery', email, token: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      code: 403,
      error_code: 'otp_expired',
      msg: 'Token has expired or is invalid',
    });
    const ok = await request('POST', '/auth/v1/verify', {
      payload: { type: 'recovery', email, token: code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(email);
  });

  it('refuses verification types it does not know, including Object.prototype names', async () => {
    for (const type of ['constructor', 'toString', '__proto__', 'magiclink']) {
      const response = await request('POST', '/auth/v1/verify', {
        payload: { type, email: 'nadie@example.com', token: '123456' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('Unsupported verification type');
    }
  });

  it('never redirects tokens to a foreign site', async () => {
    const email = uniqueEmail('ajeno');
    await signUp(email);
    await request(
      'POST',
      `/auth/v1/recover?redirect_to=${encodeURIComponent('https://malo.example/robar')}`,
      { payload: { email } },
    );
    await t.mailsSent();
    const mail = await tdb.db
      .selectFrom('auth.mail_outbox')
      .select('body_text')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    const link = new URL(/http:\/\/cerca\.test\/auth\/v1\/verify\?\S+/.exec(mail.body_text)![0]);
    expect(link.searchParams.get('redirect_to')).toBe('http://cerca.test');
  });
});

describe('settings', () => {
  it('answers GoTrue’s settings shape', async () => {
    const res = await request('GET', '/auth/v1/settings');
    expect(res.json()).toMatchObject({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
  });
});
