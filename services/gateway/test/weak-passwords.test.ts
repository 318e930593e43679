import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test-gateway';

// Issue 21 (8): 'aaaaaaaa' was accepted as a password. New passwords (sign-up, and the password
// update that a recovery link also uses) refuse the common-password list of about 49,000 and
// repeated or sequential characters, with GoTrue's weak_password answer.

const WEAK = [
  'aaaaaaaa',
  '11111111',
  '12345678',
  'abcdefgh',
  'qwertyui',
  'ZZZZZZZZZZ',
  '98765432',
  // From the common list (not in the service's earlier short list).
  'mariposa',
  'Barcelona',
];
const PWNED = {
  code: 422,
  error_code: 'weak_password',
  msg: 'Password is known to be weak and easy to guess, please choose a different one.',
  weak_password: { reasons: ['pwned'] },
};
const GOOD = 'cerca-demo-1234';

let test: TestGateway;
let gateway: FastifyInstance;
let accounts = 0;

const signUp = (password: string) =>
  gateway.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    // One address per account, so the sign-up rate limit never answers instead.
    remoteAddress: `198.51.100.${100 + accounts}`,
    payload: { email: `persona-${accounts++}@claves.test`, password },
  });

beforeAll(async () => {
  test = await startTestGateway({ name: 'weak-passwords' });
  gateway = test.app;
});

afterAll(async () => {
  await test?.close();
});

describe('weak passwords through the gateway', () => {
  it('refuses each at /auth/v1/signup with weak_password, and creates no account', async () => {
    for (const password of WEAK) {
      const response = await signUp(password);
      expect(response.statusCode, password).toBe(422);
      expect(response.json(), password).toEqual(PWNED);
    }
    const users = await test.database.db.selectFrom('auth.users').select('id').execute();
    expect(users).toEqual([]);
    expect((await signUp(GOOD)).statusCode).toBe(200);
  });

  it('refuses each at the password update (PUT /auth/v1/user), and keeps the old password', async () => {
    const session = await signUp('mi-clave-inicial-2026');
    expect(session.statusCode, session.body).toBe(200);
    const { access_token: token, user } = session.json();
    for (const password of WEAK) {
      const response = await gateway.inject({
        method: 'PUT',
        url: '/auth/v1/user',
        headers: { authorization: `Bearer ${token}` },
        payload: { password },
      });
      expect(response.statusCode, password).toBe(422);
      expect(response.json(), password).toEqual(PWNED);
    }
    const signIn = (password: string) =>
      gateway.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email: user.email, password },
      });
    expect((await signIn('aaaaaaaa')).statusCode).toBe(400);
    expect((await signIn('mi-clave-inicial-2026')).statusCode).toBe(200);
    const changed = await gateway.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: GOOD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
