import { type AccountMailSettings, readAccountMailSettings } from '@cerca/account-mail';
import type { Database } from '@cerca/db';
import {
  AUTH_MAIL_QUEUE,
  bullPrefix,
  createQueues,
  createRealtimeEmitter,
  enqueueMail,
  MAIL_SWEEP_EVERY_MS,
  type QueueName,
  type Queues,
  SWEEP_EVERY_MS,
  warnAboutQueueRedis,
} from '@cerca/queues';
import {
  createMailDrop,
  createMailHandoff,
  mailDelivery,
  mailDirFromEnv,
  type ServiceConfig,
} from '@cerca/service-kit';
import { createStorage, type Storage } from '@cerca/storage';
import { type Job, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { JobLogger, ProcessorDeps } from './deps';
import { createMailSender } from './mail/sender';
import { MAIL_JOB_SETTINGS, type MailJobSettings } from './mail/settings';
import { type OutboxRelay, startOutboxRelay } from './outbox/relay';
import { createDirectUploadSweepProcessor } from './processors/direct-upload-sweep';
import {
  createDriverInvitationExpiryProcessor,
  createDriverInvitationMailProcessor,
  createDriverInvitationSweepProcessor,
} from './processors/driver-invitations';
import { createImageThumbnailProcessor } from './processors/image-thumbnails';
import { createMailSendProcessor, createMailSweepProcessor } from './processors/mail';
import { createMessageDigestProcessor, createMessageDigestSweepProcessor } from './processors/message-digest';
import { createNotificationProcessor } from './processors/notifications';
import { createOrderEventProcessor } from './processors/order-events';
import {
  createOrderPaymentsSweepProcessor,
  ORDER_PAYMENTS_SWEEP_EVERY_MS,
} from './processors/order-payments-sweep';
import { createPromotionExpiryProcessor, createPromotionSweepProcessor } from './processors/promotion-expiry';
import { createRecoveryMailProcessor } from './processors/recovery-mail';
import { createRetentionProcessor } from './processors/retention';
import { createRouteSweepProcessor, createRouteWindowProcessor } from './processors/route-window';
import { createStoryExpiryProcessor } from './processors/story-expiry';
import { createStorySweepProcessor } from './processors/story-sweep';
import { createSubscriptionPeriodSweepProcessor } from './processors/subscription-period-end';
import { createThumbnailSweepProcessor } from './processors/thumbnail-sweep';

export interface WorkerContext {
  config: Pick<
    ServiceConfig,
    | 'redisUrl'
    | 'redisQueueUrl'
    | 'redisPrefix'
    | 'storageDir'
    | 'objectStorage'
    | 'env'
    | 'publicUrl'
    | 'payments'
    | 'databaseUrl'
    | 'outbox'
    | 'mail'
  >;
  db: Kysely<Database>;
  /** Defaults to the storage config.objectStorage names (the local disk at config.storageDir). */
  storage?: Storage;
  logger?: JobLogger;
  /** Register the 10-minute sweeps (default true). */
  sweeps?: boolean;
  /** Where mails are written outside production (default AUTH_MAIL_DIR or .data/mail, as the auth service). */
  mailDir?: string;
  /** The mail job's lease and backoff (default MAIL_JOB_SETTINGS); tests shorten them. */
  mail?: Partial<MailJobSettings>;
  /** Recovery links' lifetime and mail interval (default from AUTH_OTP_EXPIRY, AUTH_MAIL_INTERVAL). */
  accountMail?: AccountMailSettings;
  /** Run the outbox relay beside the workers (default true): one per jobs replica. */
  relay?: boolean;
  /**
   * Where the relay LISTENs, when `db` is not config.databaseUrl's (a test database); default
   * config.outbox.listenDatabaseUrl, else config.databaseUrl.
   */
  listenDatabaseUrl?: string;
}

export interface WorkerSet {
  workers: Worker[];
  /** The outbox relay, unless context.relay was false. */
  relay: OutboxRelay | null;
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

/** The queues these workers read: the job queues, and the recovery mails POST /recover asks for. */
type WorkerQueue = QueueName | typeof AUTH_MAIL_QUEUE;

const CONCURRENCY: Record<WorkerQueue, number> = {
  'story-expiry': 4,
  'route-window': 2,
  'promotion-expiry': 2,
  notifications: 8,
  'image-thumbnails': 1,
  'subscription-period-end': 1,
  'order-payments': 1,
  mail: 4,
  retention: 1,
  [AUTH_MAIL_QUEUE]: 4,
};

/** The daily retention purge: 03:30 in Mexico City, when hardly anybody uses the app. */
const RETENTION_SCHEDULE = { pattern: '30 3 * * *', tz: 'America/Mexico_City' };

/**
 * Starts one BullMQ worker per queue (each job name goes to its own processor) and the
 * repeatable sweeps. Workers use a connection to REDIS_QUEUE_URL with `maxRetriesPerRequest:
 * null` (they block and must survive Redis restarts); what they tell browsers goes through
 * REDIS_URL, where the realtime nodes listen. `close()` lets running jobs finish.
 */
export async function startWorkers(context: WorkerContext): Promise<WorkerSet> {
  const { config, db } = context;
  const logger = context.logger ?? silentLogger;
  // Before anything opens: production without SMTP_URL or MAIL_FROM refuses to start (nothing
  // would ever deliver the mails).
  const delivery = mailDelivery(config);
  // Before any connection opens too: a wrong AUTH_OTP_EXPIRY or AUTH_MAIL_INTERVAL refuses to start.
  const accountMail = context.accountMail ?? readAccountMailSettings(process.env);
  const storage = context.storage ?? createStorage(config);
  // Before any connection opens: it reads the payments secret, which production must set.
  const periodSweep = createSubscriptionPeriodSweepProcessor({ db, logger }, config);
  const orderPaymentsSweep = createOrderPaymentsSweepProcessor({ logger }, config);
  const mailSender = createMailSender(delivery, logger);
  const connection = new Redis(config.redisQueueUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error) => logger.warn({ err: error }, 'jobs redis connection error'));
  // Publishing only (the socket.io adapter's channel): an event sent while REDIS_URL is down is
  // lost like any live event, and pages refetch on reconnection.
  const publisher = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  publisher.on('error', (error) => logger.warn({ err: error }, 'jobs realtime redis connection error'));
  const emitter = createRealtimeEmitter(publisher, config.redisPrefix);
  const deps: ProcessorDeps = { db, storage, emitter, logger };
  const queues = createQueues(config.redisQueueUrl, config.redisPrefix);
  const digestDeps = {
    db,
    logger,
    config,
    // A digest's, an invitation's or a recovery mail's row, once committed: its send job, and
    // outside production its file.
    mailDrop: createMailHandoff({
      deliver: (mailId) => enqueueMail(queues, mailId),
      drop: config.env === 'production' ? null : createMailDrop(context.mailDir ?? mailDirFromEnv(), logger),
      log: logger,
    }),
  };

  const processors: Record<WorkerQueue, Record<string, Processor>> = {
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
      sweep: sweepBoth(createThumbnailSweepProcessor(deps), createDirectUploadSweepProcessor(deps)),
    },
    'subscription-period-end': { sweep: periodSweep },
    'order-payments': { sweep: orderPaymentsSweep },
    mail: {
      send: createMailSendProcessor({
        db,
        logger,
        sender: mailSender,
        settings: { ...MAIL_JOB_SETTINGS, ...context.mail },
      }),
      sweep: createMailSweepProcessor({ db, queues }),
    },
    retention: { purge: createRetentionProcessor({ db, logger }) },
    [AUTH_MAIL_QUEUE]: { send: createRecoveryMailProcessor({ ...digestDeps, settings: accountMail }) },
  };

  const prefix = bullPrefix(config.redisPrefix);
  const workers = (Object.keys(processors) as WorkerQueue[]).map((queueName) => {
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

  const registerSweeps = async () => {
    if (context.sweeps === false) return;
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
    await queues.queue.mail.upsertJobScheduler(
      'sweep',
      { every: MAIL_SWEEP_EVERY_MS },
      { name: 'sweep', data: {} },
    );
    await queues.queue['order-payments'].upsertJobScheduler(
      'sweep',
      { every: ORDER_PAYMENTS_SWEEP_EVERY_MS },
      { name: 'sweep', data: {} },
    );
    await queues.queue.retention.upsertJobScheduler('purge', RETENTION_SCHEDULE, { name: 'purge', data: {} });
    // A scheduler runs at once only when it is first created; on a restart its next run stays
    // up to SWEEP_EVERY_MS away. Routes whose window ended while no worker ran (a lost job)
    // are closed now instead, and due mails are queued: one sweep each at every start
    // (harmless when several workers start).
    await queues.queue['route-window'].add('sweep', {});
    await queues.queue.mail.add('sweep', {});
  };

  try {
    await queues.ready();
    await warnAboutQueueRedis(queues.connection, logger, config.env === 'production');
    await Promise.all(workers.map((worker) => worker.waitUntilReady()));
    await registerSweeps();
  } catch (error) {
    await Promise.all(workers.map((worker) => worker.close(true)));
    await queues.close();
    connection.disconnect();
    publisher.disconnect();
    mailSender.close();
    throw error;
  }
  logger.info({ queues: Object.keys(processors) }, 'job workers started');
  const relay =
    context.relay === false
      ? null
      : startOutboxRelay({
          db,
          listenUrl: context.listenDatabaseUrl ?? config.outbox.listenDatabaseUrl ?? config.databaseUrl,
          redisQueueUrl: config.redisQueueUrl,
          redisUrl: config.redisUrl,
          redisPrefix: config.redisPrefix,
          logger,
          pollMs: config.outbox.pollMs,
          replayWindowMs: config.outbox.replayWindowMs,
          // The queue Redis came back empty: its schedulers went with it.
          onRedisReset: registerSweeps,
        });

  let closed = false;
  return {
    workers,
    relay,
    queues,
    isRunning: () => !closed && workers.every((worker) => worker.isRunning()),
    async close() {
      if (closed) return;
      closed = true;
      await relay?.close();
      await Promise.all(workers.map((worker) => worker.close()));
      await queues.close();
      await connection.quit().catch(() => connection.disconnect());
      await publisher.quit().catch(() => publisher.disconnect());
      mailSender.close();
    },
  };
}
