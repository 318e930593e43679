import {
  createTestDatabase,
  insertBusiness,
  insertCity,
  insertUser,
  type TestDatabase,
} from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppError,
  canManageCity,
  defineService,
  requireAdmin,
  requireOwner,
  requireUser,
  requireUserWith,
  type ZodTypeProvider,
} from '../src/index';
import { buildTestApp, type TestApp } from '../src/testing/index';

const exampleService = defineService({
  name: 'example',
  prefix: '/api/example',
  description: 'A service used to test the kit',
  async routes(app, context) {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get('/whoami', { preHandler: requireUser }, async (request) => ({
      id: request.user!.id,
      role: request.user!.role,
    }));
    routes.get(
      '/comment',
      { onRequest: requireUserWith('Debes iniciar sesión para comentar') },
      async () => ({
        ok: true,
      }),
    );
    routes.get('/ip', async (request) => ({ ip: request.ip }));
    routes.get('/shared-answer', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { ok: true };
    });
    routes.get('/admin-only', { onRequest: requireAdmin(context) }, async () => ({ ok: true }));
    routes.get(
      '/businesses/:businessId/owner-only',
      {
        schema: { params: z.object({ businessId: z.string() }) },
        preHandler: requireOwner(context, (request) => (request.params as { businessId: string }).businessId),
      },
      async () => ({ ok: true }),
    );
    routes.get(
      '/cities/:cityId/manage',
      { onRequest: requireUser, schema: { params: z.object({ cityId: z.string() }) } },
      async (request) => ({ canManage: await canManageCity(context, request.user!, request.params.cityId) }),
    );
    routes.post(
      '/echo',
      {
        schema: {
          body: z.object({ name: z.string().min(1) }),
          response: { 200: z.object({ name: z.string() }) },
        },
      },
      async (request) => ({ name: request.body.name, secret: 'not serialised' }),
    );
    routes.get('/conflict', async () => {
      throw new AppError(409, 'already_done', 'Esto ya se hizo.');
    });
    routes.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
  },
});

let database: TestDatabase;
let test: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await buildTestApp([exampleService], database.db);
});

afterAll(async () => {
  await test?.close();
  await database?.drop();
});

describe('service kit', () => {
  it('answers health and readiness with real Postgres and Redis', async () => {
    const health = await test.app.inject({ method: 'GET', url: '/api/example/health' });
    expect(health.json()).toEqual({ status: 'ok', service: 'example' });
    const ready = await test.app.inject({ method: 'GET', url: '/api/example/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
  });

  it('publishes an OpenAPI document of the service routes', async () => {
    const doc = (await test.app.inject({ method: 'GET', url: '/api/example/openapi.json' })).json();
    expect(doc.info.title).toBe('Cerca example');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/example/echo', '/api/example/whoami']),
    );
  });

  it('refuses visitors and wrong roles with Spanish messages', async () => {
    const visitor = await test.app.inject({ method: 'GET', url: '/api/example/whoami' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({
      code: 'unauthorized',
      message: 'Debes iniciar sesión para continuar.',
    });

    const comment = await test.app.inject({ method: 'GET', url: '/api/example/comment' });
    expect(comment.statusCode).toBe(401);
    expect(comment.json()).toMatchObject({
      code: 'unauthorized',
      message: 'Debes iniciar sesión para comentar',
    });

    const token = await test.sign({ id: '5f0c3c55-7d5b-4b8e-9a53-0c7f9a1d2e01' });
    const headers = { authorization: `Bearer ${token}` };
    const me = await test.app.inject({ method: 'GET', url: '/api/example/whoami', headers });
    expect(me.json()).toEqual({ id: '5f0c3c55-7d5b-4b8e-9a53-0c7f9a1d2e01', role: 'user' });
    const signedIn = await test.app.inject({ method: 'GET', url: '/api/example/comment', headers });
    expect(signedIn.json()).toEqual({ ok: true });
    const forbidden = await test.app.inject({ method: 'GET', url: '/api/example/admin-only', headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('No tienes permiso para realizar esta acción.');
  });

  it('decides admin from the database and ADMIN_EMAILS, never from the token claims', async () => {
    const get = async (url: string, token: string) =>
      test.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    // A token claiming admin for a plain profile grants nothing.
    const plain = await insertUser(database.db);
    const claimed = await get('/api/example/admin-only', await test.sign({ id: plain.id, role: 'admin' }));
    expect(claimed.statusCode).toBe(403);

    const admin = await insertUser(database.db, { role: 'admin' });
    const allowed = await get('/api/example/admin-only', await test.sign({ id: admin.id }));
    expect(allowed.json()).toEqual({ ok: true });

    const listed = await insertUser(database.db, { email: 'jefa@cerca.test', provenEmail: true });
    // Listed but never proven (typed at a sign-up that confirmed without mail): not an admin.
    const squatter = await insertUser(database.db, { email: 'jefe@cerca.test' });
    const configured = await buildTestApp([exampleService], database.db, {
      adminEmails: ['jefa@cerca.test', 'jefe@cerca.test'],
    });
    try {
      const as = async (user: { id: string; email: string }) =>
        configured.app.inject({
          method: 'GET',
          url: '/api/example/admin-only',
          headers: { authorization: `Bearer ${await configured.sign(user)}` },
        });
      expect((await as(listed)).json()).toEqual({ ok: true });
      expect((await as(squatter)).statusCode).toBe(403);
    } finally {
      await configured.close();
    }
  });

  it('lets owners and admins through requireOwner, and nobody else', async () => {
    const owner = await insertUser(database.db);
    const stranger = await insertUser(database.db);
    const admin = await insertUser(database.db, { role: 'admin' });
    const business = await insertBusiness(database.db, { ownerId: owner.id });
    const url = `/api/example/businesses/${business.id}/owner-only`;
    const as = async (id: string) =>
      test.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${await test.sign({ id })}` },
      });
    expect((await as(owner.id)).json()).toEqual({ ok: true });
    expect((await as(admin.id)).json()).toEqual({ ok: true });
    const refused = await as(stranger.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tienes permiso para realizar esta acción.');
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('lets a city partner manage only the city the database gives them', async () => {
    const city = await insertCity(database.db, { name: 'Tlaquepaque' });
    const other = await insertCity(database.db, { name: 'Zapopan' });
    const partner = await insertUser(database.db, { role: 'city_partner', managedCityId: city.id });
    const manage = async (cityId: string, token: string) =>
      (
        await test.app.inject({
          method: 'GET',
          url: `/api/example/cities/${cityId}/manage`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
    const token = await test.sign({ id: partner.id });
    expect(await manage(city.id, token)).toEqual({ canManage: true });
    expect(await manage(other.id, token)).toEqual({ canManage: false });
    // Claims naming another city change nothing.
    const forged = await test.sign({ id: partner.id, role: 'city_partner', managedCityId: other.id });
    expect(await manage(other.id, forged)).toEqual({ canManage: false });
  });

  it('treats a forged or expired token as a visitor', async () => {
    const expired = await test.sign({ id: '5f0c3c55-7d5b-4b8e-9a53-0c7f9a1d2e01' }, '-1m');
    for (const token of [expired, 'not-a-jwt']) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/example/whoami',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('validates input, strips undeclared output and keeps 5xx details private', async () => {
    const invalid = await test.app.inject({
      method: 'POST',
      url: '/api/example/echo',
      payload: { name: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      statusCode: 400,
      code: 'validation_error',
      error: 'Bad Request',
      message: 'Los datos enviados no son válidos. Revisa el formulario.',
      // Which field and how, never zod's English wording ("Too small: expected string…").
      details: [{ path: '/name', code: 'too_small' }],
    });

    const echoed = await test.app.inject({
      method: 'POST',
      url: '/api/example/echo',
      payload: { name: 'Ana' },
    });
    expect(echoed.json()).toEqual({ name: 'Ana' });

    const conflict = await test.app.inject({ method: 'GET', url: '/api/example/conflict' });
    expect(conflict.json()).toEqual({
      statusCode: 409,
      code: 'already_done',
      error: 'Conflict',
      message: 'Esto ya se hizo.',
    });

    const boom = await test.app.inject({ method: 'GET', url: '/api/example/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('hunter2');
    expect(boom.json().message).toBe('Ocurrió un error inesperado. Intenta de nuevo.');

    const missing = await test.app.inject({ method: 'GET', url: '/api/example/nothing-here' });
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('takes the client address from the connection unless a proxy is configured', async () => {
    const forged = { 'x-forwarded-for': '203.0.113.7' };
    const direct = await test.app.inject({ method: 'GET', url: '/api/example/ip', headers: forged });
    expect(direct.json()).toEqual({ ip: '127.0.0.1' });

    const behindProxy = await buildTestApp([exampleService], database.db, { trustProxy: '127.0.0.1' });
    try {
      const response = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/example/ip',
        headers: forged,
      });
      expect(response.json()).toEqual({ ip: '203.0.113.7' });
    } finally {
      await behindProxy.close();
    }
  });

  it('sends HSTS over https only, and a content-security policy on the docs pages', async () => {
    const plain = await test.app.inject({ method: 'GET', url: '/api/example/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Helmet's headers, computed once (security-headers.ts), on every answer, errors included.
    const missing = await test.app.inject({ method: 'GET', url: '/api/example/nothing-here' });
    for (const answer of [plain, missing]) {
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-resource-policy': 'cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'origin-agent-cluster': '?1',
      });
      expect(answer.headers['content-security-policy']).toBeUndefined();
    }
    // A client cannot claim https for itself: no proxy is trusted by default.
    const claimed = await test.app.inject({
      method: 'GET',
      url: '/api/example/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await buildTestApp([exampleService], database.db, { trustProxy: '127.0.0.1' });
    try {
      const secure = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/example/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindProxy.close();
    }
    const docs = await test.app.inject({ method: 'GET', url: '/api/example/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('marks every answer to a caller with credentials private, no-store, unless the route chose', async () => {
    const get = (url: string, authorization?: string) =>
      test.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
    const token = await test.sign({ id: '5f0c3c55-7d5b-4b8e-9a53-0c7f9a1d2e01' });
    const answers = [
      await get('/api/example/whoami', `Bearer ${token}`),
      await get('/api/example/admin-only', `Bearer ${token}`),
      // A forged token makes a visitor, but the request still carried credentials.
      await get('/api/example/whoami', 'Bearer forged'),
      await get('/api/example/ip', 'Basic YW5hOnNlY3JldG8='),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 403, 401, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('private, no-store');
    // A visitor's answer says nothing unless its route does; a route's own header always wins.
    expect((await get('/api/example/ip')).headers['cache-control']).toBeUndefined();
    expect((await get('/api/example/shared-answer')).headers['cache-control']).toBe('public, max-age=60');
    expect((await get('/api/example/shared-answer', `Bearer ${token}`)).headers['cache-control']).toBe(
      'public, max-age=60',
    );
  });
});
