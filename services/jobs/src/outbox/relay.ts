import { type Db, sql } from '@cerca/db';
import {
  closeOutboxPublishing,
  createQueues,
  OUTBOX_CHANNEL,
  type OutboxEvent,
  publishOutboxEvent,
  relayOutboxBatch,
  reopenRecentlyPublished,
} from '@cerca/queues';
import { Redis } from 'ioredis';
import type { JobLogger } from '../deps';
import { retryDelay } from './backoff';
import { type ChannelListener, listenToChannel } from './listener';

export interface OutboxRelayOptions {
  db: Db;
  /** Where to LISTEN: Postgres itself, not a transaction pooler (OUTBOX_LISTEN_DATABASE_URL). */
  listenUrl: string;
  /** REDIS_QUEUE_URL for the jobs, REDIS_URL for realtime emits (the same server by default). */
  redisQueueUrl: string;
  redisUrl: string;
  redisPrefix: string;
  logger: JobLogger;
  /** The poll that catches what LISTEN missed (OUTBOX_POLL_MS, default 1 000). */
  pollMs?: number;
  /** Rows per claim (default 100). */
  batchSize?: number;
  /** What is published again after Redis lost its data (OUTBOX_REPLAY_SECONDS, default 300 s). */
  replayWindowMs?: number;
  /** The name of its Redis connections in CLIENT LIST (default 'cerca-outbox-relay'). */
  connectionName?: string;
  /** After Redis was found empty: the workers register their sweeps again. */
  onRedisReset?: () => Promise<void>;
}

export interface OutboxRelay {
  /** Rows this relay published since it started. */
  readonly published: number;
  /** Failed attempts in a row (0 while Redis and Postgres answer). */
  readonly failures: number;
  /** Checks of the queue Redis's data done so far (one per connection to it). */
  readonly redisChecks: number;
  /** How many of them found it empty (lost data, or a new Redis) and published recent events again. */
  readonly redisResets: number;
  close(): Promise<void>;
}

/** The key whose absence tells that the queue Redis lost its data (or is new). */
export const redisEpochKey = (redisPrefix: string) => `${redisPrefix}outbox:redis-epoch`;

/**
 * The outbox relay of one jobs replica (issue 22): moves event_outbox rows to BullMQ and the
 * realtime emitter in id order (relayOutboxBatch says how each event id is published once).
 *
 * - Low latency: it LISTENs on the table's channel, which Postgres notifies when a transaction
 *   that wrote rows commits; a poll every `pollMs` catches what a lost connection missed.
 * - Redis down: publishing fails fast (no offline queue), the rows stay unpublished with their
 *   attempts and last error, and the relay retries with jittered backoff (100 ms doubling to 2 s).
 *   When its connection is ready again it goes at once, in order.
 * - Redis back without its data (no persistence): the events published in the last
 *   `replayWindowMs` are published again (their jobs may have died unrun), and the sweeps are
 *   registered again; the processors are idempotent, so what had run changes nothing.
 * - Postgres restarting: the claim fails and is retried the same way; nothing committed is lost,
 *   and a batch whose commit was lost is published again under the same job ids.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, logger } = options;
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 100;
  const replayWindowMs = options.replayWindowMs ?? 300_000;
  const name = options.connectionName ?? 'cerca-outbox-relay';
  // Fail fast while Redis is away (no offline queue, one retry, a command timeout) so a claim
  // never holds its row locks longer than that.
  const redisOptions = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 5_000,
    connectionName: name,
  };
  const queueConnection = new Redis(options.redisQueueUrl, redisOptions);
  const realtime =
    options.redisUrl === options.redisQueueUrl
      ? queueConnection
      : new Redis(options.redisUrl, { ...redisOptions, connectionName: `${name}-realtime` });
  const queues = createQueues(options.redisQueueUrl, options.redisPrefix, { connection: queueConnection });
  const target = { queues, redis: realtime, redisPrefix: options.redisPrefix };
  const publish = (event: OutboxEvent) => publishOutboxEvent(target, event);

  let closed = false;
  let published = 0;
  let failures = 0;
  // Set by anything that may have made rows due; a wait that finds it set returns at once.
  let nudged = true;
  let wakeIdle: (() => void) | null = null;
  let wakeBackoff: (() => void) | null = null;

  /** New rows committed: ends an idle wait (not a backoff: an outage is not retried per order). */
  const nudge = () => {
    nudged = true;
    wakeIdle?.();
  };
  /** Redis or Postgres answers again: ends any wait. */
  const resume = () => {
    nudge();
    wakeBackoff?.();
  };

  const pause = (ms: number, kind: 'idle' | 'backoff') =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakeIdle = null;
        wakeBackoff = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      if (closed || (kind === 'idle' && nudged)) return done();
      wakeBackoff = done;
      if (kind === 'idle') wakeIdle = done;
    });

  let redisChecks = 0;
  let redisResets = 0;
  let checkingEpoch: Promise<void> | null = null;
  /** On every (re)connection: an absent epoch key means Redis lost its data (or is new). */
  const checkRedisEpoch = async () => {
    try {
      const fresh = await queueConnection.set(
        redisEpochKey(options.redisPrefix),
        new Date().toISOString(),
        'NX',
      );
      if (fresh === 'OK') {
        redisResets += 1;
        const reopened = await reopenRecentlyPublished(db, replayWindowMs);
        if (reopened > 0)
          logger.warn({ reopened }, 'queue Redis lost its data: recent outbox events published again');
        await options.onRedisReset?.();
      }
    } catch (error) {
      logger.warn({ err: error }, 'outbox relay could not check the queue Redis');
    }
    redisChecks += 1;
  };
  const onRedisReady = () => {
    checkingEpoch ??= checkRedisEpoch().finally(() => {
      checkingEpoch = null;
      resume();
    });
  };
  queueConnection.on('ready', onRedisReady);
  queueConnection.on('error', () => {});
  if (realtime !== queueConnection) {
    realtime.on('ready', resume);
    realtime.on('error', () => {});
  }

  let listener: ChannelListener | null = null;
  const startListening = async () => {
    // LISTEN only where the pool writes: a listener on another database would never be nudged.
    const mine = await sql<{ name: string }>`select current_database() as name`.execute(db).then(
      (result) => result.rows[0]?.name,
      () => undefined,
    );
    const theirs = new URL(options.listenUrl).pathname.replace(/^\//, '');
    if (mine !== undefined && decodeURIComponent(theirs) !== mine) {
      logger.warn(
        { listen: theirs, pool: mine },
        'outbox listener would watch another database: polling only',
      );
      return;
    }
    if (closed) return;
    listener = listenToChannel(options.listenUrl, OUTBOX_CHANNEL, nudge, resume, logger);
  };
  void startListening();

  const loop = (async () => {
    while (!closed) {
      nudged = false;
      let next: 'again' | 'idle' | 'backoff';
      try {
        const result = await relayOutboxBatch(db, publish, { limit: batchSize });
        published += result.published;
        if (result.parked > 0)
          logger.error({ parked: result.parked }, 'outbox events parked: they cannot be published');
        if (result.failed) {
          failures += 1;
          if (failures === 1 || failures % 50 === 0)
            logger.warn(
              { err: result.failed.error, eventId: result.failed.id, failures },
              'outbox event not published yet',
            );
          next = 'backoff';
        } else {
          if (failures > 0) logger.info({ failures }, 'outbox relay publishing again');
          failures = 0;
          next = result.full || result.parked > 0 ? 'again' : 'idle';
        }
      } catch (error) {
        failures += 1;
        if (failures === 1 || failures % 50 === 0)
          logger.warn({ err: error, failures }, 'outbox relay cannot claim events');
        next = 'backoff';
      }
      if (next === 'again') continue;
      if (next === 'backoff') await pause(retryDelay(failures, { baseMs: 100, maxMs: 2_000 }), 'backoff');
      else await pause(pollMs, 'idle');
    }
  })();

  return {
    get published() {
      return published;
    },
    get failures() {
      return failures;
    },
    get redisChecks() {
      return redisChecks;
    },
    get redisResets() {
      return redisResets;
    },
    async close() {
      if (closed) return;
      closed = true;
      resume();
      await loop;
      await checkingEpoch;
      await listener?.close();
      await closeOutboxPublishing(queues);
      await queues.close();
      queueConnection.disconnect();
      if (realtime !== queueConnection) realtime.disconnect();
    },
  };
}
