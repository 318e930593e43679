import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineService, requireUser, revokedSessionKey, revokeSessions } from '../src/index';
import { buildTestApp, type TestApp } from '../src/testing/index';

const whoamiService = defineService({
  name: 'whoami',
  prefix: '/api/whoami',
  description: 'A route that needs a signed-in caller',
  async routes(app) {
    app.get('/', { preHandler: requireUser }, async (request) => ({ id: request.user!.id }));
  },
});

let database: TestDatabase;
let test: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await buildTestApp([whoamiService], database.db);
});

afterAll(async () => {
  await test?.close();
  await database?.drop();
});

const whoami = (token: string) => test.inject({ method: 'GET', url: '/api/whoami' }, token);

describe('tokens the signature alone does not settle', () => {
  it('treats the token of an ended session as a visitor, and leaves the other sessions alone', async () => {
    const id = randomUUID();
    const endedSession = randomUUID();
    const ended = await test.sign({ id, sessionId: endedSession });
    const live = await test.sign({ id, sessionId: randomUUID() });
    expect((await whoami(ended)).json()).toEqual({ id });

    // What the auth service does when the session ends: the mark, and the message every process
    // hears (live-sessions.ts forgets its trust in the session then).
    await revokeSessions(test.redis, [endedSession], {
      redisPrefix: test.config.redisPrefix,
      ttlSeconds: 60,
    });
    await expect.poll(async () => (await whoami(ended)).statusCode).toBe(401);
    expect((await whoami(ended)).json().code).toBe('unauthorized');
    expect((await whoami(live)).json()).toEqual({ id });
  });

  it('treats the token of a session marked ended as a visitor when it was never found live here', async () => {
    const id = randomUUID();
    const sessionId = randomUUID();
    // The mark alone (the client adds the key prefix): nothing was trusted, so Redis is asked.
    await test.redis.set(revokedSessionKey(sessionId), '1', 'EX', 60);
    expect((await whoami(await test.sign({ id, sessionId }))).statusCode).toBe(401);
  });

  it('asks Redis once about a live session, not on each request, until it ends', async () => {
    const id = randomUUID();
    const sessionId = randomUUID();
    const token = await test.sign({ id, sessionId });
    const exists = vi.spyOn(test.redis, 'exists');
    try {
      // The subscription is in place once the app is up; until then every request asks.
      await expect
        .poll(async () => {
          exists.mockClear();
          await whoami(token);
          await whoami(token);
          return exists.mock.calls.length;
        })
        .toBe(0);
      await revokeSessions(test.redis, [sessionId], { redisPrefix: test.config.redisPrefix, ttlSeconds: 60 });
      expect((await whoami(token)).statusCode).toBe(401);
      expect(exists).toHaveBeenCalled();
    } finally {
      exists.mockRestore();
    }
  });

  it('accepts the token when Redis cannot say (fails open, see revocation.ts)', async () => {
    const id = randomUUID();
    const token = await test.sign({ id, sessionId: randomUUID() });
    const exists = vi.spyOn(test.redis, 'exists').mockRejectedValueOnce(new Error('Connection is closed.'));
    try {
      expect((await whoami(token)).json()).toEqual({ id });
      expect(exists).toHaveBeenCalledOnce();
    } finally {
      exists.mockRestore();
    }
  });

  it('treats a token from another issuer as a visitor, even when its signature verifies', async () => {
    const id = randomUUID();
    expect((await whoami(await test.sign({ id }))).json()).toEqual({ id });
    const foreign = await test.sign({ id, issuer: 'https://elsewhere.example/auth/v1' });
    expect((await whoami(foreign)).statusCode).toBe(401);
  });
});
