import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppRedis, revokedSessionKey, sessionRevokedChannel } from '../src/index';
import { createLiveSessions, LIVE_SESSION_TRUST_MS, type LiveSessions } from '../src/live-sessions';
import { type RedisProxy, startRedisProxy, testConfig } from '../src/testing/index';

// The memory of live sessions (issue 24) must never outlast what it could have heard: a session
// that ends while the process could not hear it is asked about again once Redis is back.

const config = testConfig();
const log = { warn: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger;
let proxy: RedisProxy;
let appRedis: Redis;
let direct: Redis;
let sessions: LiveSessions;

beforeAll(async () => {
  proxy = await startRedisProxy(config.redisUrl);
  appRedis = createAppRedis({ ...config, redisUrl: proxy.url });
  direct = new Redis(config.redisUrl, { keyPrefix: config.redisPrefix });
  sessions = createLiveSessions(appRedis, config.redisPrefix, log);
});

afterAll(async () => {
  await sessions?.close();
  appRedis?.disconnect();
  direct?.disconnect();
  await proxy?.close();
});

/** Whether the session is trusted now: answered without a command to Redis. */
async function trusted(sessionId: string): Promise<boolean> {
  const exists = vi.spyOn(appRedis, 'exists');
  try {
    await sessions.hasEnded(sessionId, log);
    return exists.mock.calls.length === 0;
  } finally {
    exists.mockRestore();
  }
}

describe('live sessions', () => {
  it('trusts a live session for a while, and forgets every trust while it cannot hear ends', async () => {
    expect(LIVE_SESSION_TRUST_MS).toBeLessThanOrEqual(5_000);
    const sessionId = randomUUID();
    // Once the subscription is in place, a second check is answered from memory.
    await expect
      .poll(async () => (await sessions.hasEnded(sessionId, log)) === false && trusted(sessionId))
      .toBe(true);

    // Cut off: the session ends meanwhile, and the message is never heard.
    proxy.cut();
    await expect.poll(() => appRedis.status).not.toBe('ready');
    await direct.set(revokedSessionKey(sessionId), '1', 'EX', 60);
    // Redis cannot say: the token is accepted (fails open), and that answer is not remembered.
    expect(await sessions.hasEnded(sessionId, log)).toBe(false);

    proxy.restore();
    await expect.poll(() => appRedis.status, { timeout: 5_000 }).toBe('ready');
    expect(await sessions.hasEnded(sessionId, log)).toBe(true);
  });

  it("forgets a session another process ended when it hears the channel's message", async () => {
    const sessionId = randomUUID();
    await expect
      .poll(async () => (await sessions.hasEnded(sessionId, log)) === false && trusted(sessionId))
      .toBe(true);
    // Another process's revokeSessions: the mark and the message (channels carry no key prefix).
    await direct.set(revokedSessionKey(sessionId), '1', 'EX', 60);
    expect(await sessions.hasEnded(sessionId, log)).toBe(false);
    await direct.publish(
      sessionRevokedChannel(config.redisPrefix),
      JSON.stringify({ sessionIds: [sessionId] }),
    );
    await expect.poll(() => sessions.hasEnded(sessionId, log)).toBe(true);
  });
});
