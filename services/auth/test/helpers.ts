import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queueRecoveryMail } from '@cerca/account-mail';
import type { Db } from '@cerca/db';
import { AUTH_MAIL_QUEUE, type AuthMailJob, bullPrefix, createQueues, enqueueMail } from '@cerca/queues';
import { relayOutboxForTest } from '@cerca/queues/testing';
import {
  createMailDrop,
  createMailHandoff,
  createServiceApp,
  type ServiceConfig,
  type ServiceDefinition,
} from '@cerca/service-kit';
import { testConfig } from '@cerca/service-kit/testing';
import { type Job, Queue, Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { vi } from 'vitest';
import {
  type AuthKeyStore,
  type AuthSettingsOverrides,
  authService,
  createAuthKeyStore,
  loadAuthSettings,
} from '../src/plugin';

export interface AuthTestApp {
  app: FastifyInstance;
  redis: Redis;
  keys: AuthKeyStore;
  config: ServiceConfig;
  /** Where this app writes mails as files (a temporary directory, removed on close). */
  mailDir: string;
  /** The recovery mail queue (the jobs service's worker reads it), to see what POST /recover handed over. */
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
    services: [authService, ...(options.services ?? [])],
    provide: { authKeys: keys, authSettings: loadAuthSettings(env, config.publicUrl, options.settings) },
    config,
    db,
    redis,
    verifyToken: keys.verifyToken,
  });
  await app.ready();
  const recoveryQueue = new Queue(AUTH_MAIL_QUEUE, {
    connection: { url: config.redisUrl },
    prefix: bullPrefix(config.redisPrefix),
  });
  const recoveryWorker = startRecoveryWorker(db, config, env, options.settings, mailDir);
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
      await vi.waitFor(
        async () => {
          const counts = await recoveryQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
          if (!Object.values(counts).every((n) => n === 0)) {
            throw new Error(`recovery mails still queued: ${JSON.stringify(counts)}`);
          }
        },
        { timeout: 10_000, interval: 20 },
      );
    },
    async close() {
      await recoveryWorker.close();
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

/**
 * What the jobs service does with POST /recover's outbox events (its processors/recovery-mail.ts):
 * the same @cerca/account-mail call with the auth settings, the mail handed to its delivery job
 * and written under the app's mail directory.
 */
function startRecoveryWorker(
  db: Db,
  config: ServiceConfig,
  env: Record<string, string>,
  overrides: AuthSettingsOverrides | undefined,
  mailDir: string,
) {
  const settings = loadAuthSettings(env, config.publicUrl, overrides);
  const queues = createQueues(config.redisQueueUrl, config.redisPrefix);
  const quiet = { warn() {} };
  const mailDrop = createMailHandoff({
    deliver: (mailId) => enqueueMail(queues, mailId),
    drop: createMailDrop(mailDir, quiet),
    log: quiet,
  });
  const connection = new Redis(config.redisQueueUrl, { maxRetriesPerRequest: null });
  const worker = new Worker<AuthMailJob>(
    AUTH_MAIL_QUEUE,
    async (job: Job<AuthMailJob>) => {
      const queued = await queueRecoveryMail(db, job.data, { ...settings, publicUrl: config.publicUrl });
      if (queued) await mailDrop?.(queued);
    },
    { connection, prefix: bullPrefix(config.redisPrefix) },
  );
  return {
    async close() {
      await worker.close();
      await queues.close();
      connection.disconnect();
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
