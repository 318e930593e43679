import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@cerca/db';
import { bullPrefix } from '@cerca/queues';
import { relayOutboxForTest } from '@cerca/queues/testing';
import { createServiceApp, type ServiceConfig, type ServiceDefinition } from '@cerca/service-kit';
import { testConfig } from '@cerca/service-kit/testing';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { RECOVERY_QUEUE } from '../src/lib/recovery-queue';
import {
  type AuthKeyStore,
  type AuthSettingsOverrides,
  createAuthKeyStore,
  createAuthService,
} from '../src/plugin';

export interface AuthTestApp {
  app: FastifyInstance;
  redis: Redis;
  keys: AuthKeyStore;
  config: ServiceConfig;
  /** Where this app writes mails as files (a temporary directory, removed on close). */
  mailDir: string;
  /** The recovery mail queue, to see what POST /recover handed over. */
  recoveryQueue: Queue;
  /** Resolves once the recovery mails asked for so far have been written (or found nothing to send). */
  mailsSent: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The auth service as the gateway mounts it: createServiceApp with the auth key store's verifier
 * (not the kit's test keys), a test database and a Redis prefix of its own.
 */
export async function buildAuthApp(
  db: Db,
  options: {
    settings?: AuthSettingsOverrides;
    config?: Partial<ServiceConfig>;
    env?: Record<string, string>;
    /** Other services mounted beside auth, as the gateway mounts them (they see its tokens). */
    services?: ServiceDefinition[];
  } = {},
): Promise<AuthTestApp> {
  const config = testConfig({ publicUrl: 'http://cerca.test', ...options.config });
  const keys = createAuthKeyStore(db);
  // Mails are also written as files outside production: never into the repository from a test.
  const mailDir = mkdtempSync(join(tmpdir(), 'cerca-auth-mail-'));
  const env = { AUTH_MAIL_DIR: mailDir, ...options.env };
  const redis = new Redis(config.redisUrl, { keyPrefix: config.redisPrefix, maxRetriesPerRequest: 2 });
  const app = await createServiceApp({
    services: [
      createAuthService({ keyStore: keys, env, settings: options.settings }),
      ...(options.services ?? []),
    ],
    config,
    db,
    redis,
    verifyToken: keys.verifyToken,
  });
  await app.ready();
  const recoveryQueue = new Queue(RECOVERY_QUEUE, {
    connection: { url: config.redisUrl },
    prefix: bullPrefix(config.redisPrefix),
  });
  return {
    app,
    redis,
    keys,
    config,
    mailDir,
    recoveryQueue,
    async mailsSent() {
      // POST /recover records an outbox event; the jobs service's relay (not running here) would
      // hand it to the recovery queue.
      await relayOutboxForTest(db, config.redisQueueUrl, config.redisPrefix);
      const deadline = Date.now() + 10_000;
      for (;;) {
        const counts = await recoveryQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (Object.values(counts).every((n) => n === 0)) return;
        if (Date.now() > deadline) throw new Error(`recovery mails still queued: ${JSON.stringify(counts)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      await recoveryQueue.close();
      // KEYS ignores ioredis' keyPrefix while UNLINK adds it: strip it before deleting.
      const left = await redis.keys(`${config.redisPrefix}*`);
      if (left.length) await redis.unlink(...left.map((key) => key.slice(config.redisPrefix.length)));
      await app.close();
      redis.disconnect();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A fresh address per test, so per-e-mail limits and uniqueness never collide. */
export function uniqueEmail(local = 'persona'): string {
  counter += 1;
  return `${local}.${Date.now().toString(36)}${counter}@example.com`;
}

/** How many accounts auth.users holds (the admin API's totals count them all). */
export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('auth.users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The kit's Authorization header helper, for the auth tests' own requests. */
export { bearer } from '@cerca/service-kit/testing';
