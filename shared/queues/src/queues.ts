import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { type JobData, type JobName, QUEUE_NAMES, type QueueName } from './names';
import { bullPrefix, DEFAULT_JOB_OPTIONS } from './options';

export type TypedQueue<Q extends QueueName> = Queue<JobData<Q>, unknown, JobName<Q>>;

export interface Queues {
  /** BullMQ key prefix: `<redisPrefix>bull`. */
  readonly prefix: string;
  /** The producers' shared connection (fail-fast: no offline queue). */
  readonly connection: Redis;
  readonly queue: { readonly [Q in QueueName]: TypedQueue<Q> };
  /** Resolves once Redis answers (call at start-up: enqueueing before that fails fast). */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface CreateQueuesOptions {
  /** Reuse a connection (it must have no keyPrefix: BullMQ prefixes its own keys). */
  connection?: Redis;
}

/**
 * The producer side of every queue, on `queueRedisUrl`: config.redisQueueUrl (REDIS_QUEUE_URL, the
 * Redis that never evicts), never the cache Redis. The connection fails fast (no offline queue,
 * one retry, no waiting for ready) so an HTTP request that enqueues answers an error instead of
 * hanging while Redis is down.
 */
export function createQueues(
  queueRedisUrl: string,
  redisPrefix: string,
  options: CreateQueuesOptions = {},
): Queues {
  const ownConnection = !options.connection;
  const connection =
    options.connection ?? new Redis(queueRedisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Connection errors surface on the commands that fail; keep them off the process's error path.
  connection.on('error', () => {});
  const prefix = bullPrefix(redisPrefix);
  const created = new Map<QueueName, Queue>();
  // Queues are created on first use, on a connection that is ready: BullMQ checks the Redis
  // version once when a queue is built, and with no offline queue that check would fail for good.
  const queueNamed = (name: QueueName): Queue => {
    const existing = created.get(name);
    if (existing) return existing;
    if (connection.status !== 'ready') throw new Error(`Redis is not ready: cannot use queue ${name}`);
    const queue = new Queue(name, {
      connection,
      prefix,
      defaultJobOptions: DEFAULT_JOB_OPTIONS,
      skipWaitingForReady: true,
    });
    queue.on('error', () => {});
    created.set(name, queue);
    return queue;
  };
  const queue = {} as Queues['queue'];
  for (const name of QUEUE_NAMES) {
    Object.defineProperty(queue, name, { enumerable: true, get: () => queueNamed(name) });
  }
  return {
    prefix,
    connection,
    queue,
    async ready(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        try {
          if (connection.status === 'ready' && (await connection.ping()) === 'PONG') return;
        } catch {
          // not yet
        }
        if (Date.now() > deadline) throw new Error('Redis is not reachable for the queues');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      await Promise.all([...created.values()].map((q) => q.close()));
      if (ownConnection) await connection.quit().catch(() => connection.disconnect());
    },
  };
}
