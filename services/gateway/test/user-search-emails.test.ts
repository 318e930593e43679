import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './accounts';
import { startTestGateway, type TestGateway } from './test-gateway';

// Issue 21 (5): the people search matched e-mail substrings, so any signed-in account listed a
// company's people with q=@empresa.mx, whether or not they show their e-mail. Now an e-mail
// matches only when the whole address is typed and its owner shows it; it is never answered.

let test: TestGateway;
let gateway: FastifyInstance;
let attacker: string;
const DOMAIN = 'empresa-demo.test';

const search = (q: string) =>
  gateway.inject({
    method: 'GET',
    url: `/api/discovery/users?${new URLSearchParams({ q })}`,
    headers: { authorization: `Bearer ${attacker}` },
  });
const idsOf = (body: { users: { username: string }[] }) => body.users.map((user) => user.username);

beforeAll(async () => {
  test = await startTestGateway({ name: 'user-search-emails' });
  gateway = test.app;
  await signUp(gateway, `ana.ruiz@${DOMAIN}`);
  await signUp(gateway, `beto.lara@${DOMAIN}`);
  const shows = (await signUp(gateway, `carla.soto@${DOMAIN}`)).token;
  const settings = await gateway.inject({
    method: 'PUT',
    url: '/api/ordering/me/settings',
    headers: { authorization: `Bearer ${shows}` },
    payload: { show_email: true },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  attacker = (await signUp(gateway, 'curioso@otro-lado.test')).token;
});

afterAll(async () => {
  await test?.close();
});

describe('GET /api/discovery/users through the gateway', () => {
  it('lists nobody for a domain or any other part of an e-mail', async () => {
    for (const q of [`@${DOMAIN}`, DOMAIN, 'empresa-demo', `ruiz@${DOMAIN}`, 'carla.soto@']) {
      const response = await search(q);
      expect(response.statusCode, q).toBe(200);
      expect(response.json(), q).toEqual({ users: [] });
    }
  });

  it('finds a whole address only when its owner shows it, and never answers the e-mail', async () => {
    expect((await search(`ana.ruiz@${DOMAIN}`)).json()).toEqual({ users: [] });
    const shown = await search(`CARLA.SOTO@${DOMAIN}`);
    expect(idsOf(shown.json())).toEqual(['carla.soto']);
    expect(shown.body).not.toContain(DOMAIN);
  });

  it('still finds people by username', async () => {
    const response = await search('beto');
    expect(idsOf(response.json())).toEqual(['beto.lara']);
    expect(response.body).not.toContain('@');
  });
});
