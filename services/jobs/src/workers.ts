import type { Database } from '@cerca/db';
import {
  bullPrefix,
  createQueues,
  createRealtimeEmitter,
  type QueueName,
  type Queues,
  SWEEP_EVERY_MS,
} from '@cerca/queues';
import { createMailDrop, mailDirFromEnv, type ServiceConfig } from '@cerca/service-kit';
import { createStorage, type Storage } from '@cerca/storage';
import { type Job, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { JobLogger, ProcessorDeps } from './deps';
import {
  createDriverInvitationExpiryProcessor,
  createDriverInvitationMailProcessor,
  createDriverInvitationSweepProcessor,
} from './processors/driver-invitations';
import { createImageThumbnailProcessor } from './processors/image-thumbnails';
import { createMessageDigestProcessor, createMessageDigestSweepProcessor } from './processors/message-digest';
import { createNotificationProcessor } from './processors/notifications';
import { createOrderEventProcessor } from './processors/order-events';
import { createPromotionExpiryProcessor, createPromotionSweepProcessor } from './processors/promotion-expiry';
import { createRouteSweepProcessor, createRouteWindowProcessor } from './processors/route-window';
import { createStoryExpiryProcessor } from './processors/story-expiry';
import { createStorySweepProcessor } from './processors/story-sweep';
import { createSubscriptionPeriodSweepProcessor } from './processors/subscription-period-end';
import { createThumbnailSweepProcessor } from './processors/thumbnail-sweep';

export interface WorkerContext {
  config: Pick<ServiceConfig, 'redisUrl' | 'redisPrefix' | 'storageDir' | 'env' | 'publicUrl' | 'payments'>;
  db: Kysely<Database>;
  /** Defaults to the local-disk storage at config.storageDir. */
  storage?: Storage;
  logger?: JobLogger;
  /** Register the 10-minute sweeps (default true). */
  sweeps?: boolean;
  /** Where mails are written outside production (default AUTH_MAIL_DIR or .data/mail, as the auth service). */
  mailDir?: string;
}

export interface WorkerSet {
  workers: Worker[];
  /** Producer side, for the schedulers and admin counts. */
  queues: Queues;
  isRunning(): boolean;
  close(): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: each processor types its own job; the dispatcher routes by name.
type Processor = (job: Job<any>, token?: string) => Promise<unknown>;

const silentLogger: JobLogger = { info() {}, warn() {}, error() {} };

/** One queue has one 'sweep' job: it runs each catch-up in turn and answers their results together. */
function sweepBoth(first: () => Promise<object>, second: () => Promise<object>): Processor {
  return async () => ({ ...(await first()), ...(await second()) });
}

const CONCURRENCY: Record<QueueName, number> = {
  'story-expiry': 4,
  'route-window': 2,
  'promotion-expiry': 2,
  notifications: 8,
  'image-thumbnails': 1,
  'subscription-period-end': 1,
};

/**
 * Starts one BullMQ worker per queue (each job name goes to its own processor) and the
 * repeatable sweeps. Workers use a connection with `maxRetriesPerRequest: null` (they block
 * and must survive Redis restarts). `close()` lets running jobs finish.
 */
export async function startWorkers(context: WorkerContext): Promise<WorkerSet> {
  const { config, db } = context;
  const logger = context.logger ?? silentLogger;
  const storage = context.storage ?? createStorage(config);
  // Before any connection opens: it reads the payments secret, which production must set.
  const periodSweep = createSubscriptionPeriodSweepProcessor({ db, logger }, config);
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error) => logger.warn({ err: error }, 'jobs redis connection error'));
  const emitter = createRealtimeEmitter(connection, config.redisPrefix);
  const deps: ProcessorDeps = { db, storage, emitter, logger };
  const queues = createQueues(config.redisUrl, config.redisPrefix);
  const digestDeps = {
    db,
    logger,
    config,
    mailDrop:
      config.env === 'production' ? null : createMailDrop(context.mailDir ?? mailDirFromEnv(), logger),
  };

  const processors: { [Q in QueueName]: Record<string, Processor> } = {
    'story-expiry': { expire: createStoryExpiryProcessor(deps), sweep: createStorySweepProcessor(deps) },
    'route-window': { close: createRouteWindowProcessor(deps), sweep: createRouteSweepProcessor(deps) },
    'promotion-expiry': {
      expire: createPromotionExpiryProcessor(deps),
      sweep: createPromotionSweepProcessor(deps),
    },
    notifications: {
      deliver: createNotificationProcessor(deps),
      'order-event': createOrderEventProcessor(deps),
      'message-digest': createMessageDigestProcessor(digestDeps),
      'driver-invitation-mail': createDriverInvitationMailProcessor(digestDeps),
      'driver-invitation-expiry': createDriverInvitationExpiryProcessor(deps),
      sweep: sweepBoth(
        createMessageDigestSweepProcessor({ db, queues }),
        createDriverInvitationSweepProcessor({ db, queues }),
      ),
    },
    'image-thumbnails': {
      thumbnail: createImageThumbnailProcessor(deps),
      sweep: createThumbnailSweepProcessor(deps),
    },
    'subscription-period-end': { sweep: periodSweep },
  };

  const prefix = bullPrefix(config.redisPrefix);
  const workers = (Object.keys(processors) as QueueName[]).map((queueName) => {
    const byName = processors[queueName];
    const worker = new Worker(
      queueName,
      async (job: Job, token?: string) => {
        const processor = byName[job.name];
        if (!processor) throw new Error(`no processor for ${queueName}/${job.name}`);
        return processor(job, token);
      },
      { connection, prefix, concurrency: CONCURRENCY[queueName], autorun: true },
    );
    worker.on('error', (error) => logger.error({ err: error, queue: queueName }, 'worker error'));
    worker.on('failed', (job, error) =>
      logger.warn(
        { err: error, queue: queueName, jobId: job?.id, attempts: job?.attemptsMade },
        'job failed',
      ),
    );
    return worker;
  });

  try {
    await queues.ready();
    await Promise.all(workers.map((worker) => worker.waitUntilReady()));
    if (context.sweeps !== false) {
      for (const queueName of [
        'story-expiry',
        'route-window',
        'promotion-expiry',
        'image-thumbnails',
        'subscription-period-end',
        'notifications',
      ] as const) {
        // One scheduler per queue, id 'sweep': upserting at every start never duplicates it.
        await queues.queue[queueName].upsertJobScheduler(
          'sweep',
          { every: SWEEP_EVERY_MS },
          { name: 'sweep', data: {} },
        );
      }
      // A scheduler runs at once only when it is first created; on a restart its next run stays
      // up to SWEEP_EVERY_MS away. Routes whose window ended while no worker ran (a lost job)
      // are closed now instead: one sweep at every start (harmless when several workers start).
      await queues.queue['route-window'].add('sweep', {});
    }
  } catch (error) {
    await Promise.all(workers.map((worker) => worker.close(true)));
    await queues.close();
    connection.disconnect();
    throw error;
  }
  logger.info({ queues: Object.keys(processors) }, 'job workers started');

  let closed = false;
  return {
    workers,
    queues,
    isRunning: () => !closed && workers.every((worker) => worker.isRunning()),
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(workers.map((worker) => worker.close()));
      await queues.close();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
