import type { Db } from '@cerca/db';
import { type Job, Worker } from 'bullmq';
import type { JobName, JobPayload, OrderEventJob, QueueName } from './names';
import { relayOutboxBatch } from './outbox-batch';
import { closeOutboxPublishing, publishOutboxEvent } from './outbox-publish';
import { createQueues, type Queues } from './queues';

export { realtimePublished } from './testing-realtime';

/**
 * For tests of code that reads failed jobs (the admin's dead-letter view): adds a job and lets a
 * throw-away worker fail one attempt of it with `reason`. With the default `attempts: 1` that is
 * its last attempt (the job lands in the failed set); with more it waits in 'delayed' for a retry
 * (a long backoff). Answers the job id once the attempt has failed.
 */
export async function failJobForTest<Q extends QueueName, N extends JobName<Q>>(
  queues: Queues,
  queueName: Q,
  name: N,
  data: JobPayload<Q, N>,
  {
    reason = 'injected failure',
    attempts = 1,
    jobId,
  }: { reason?: string; attempts?: number; jobId?: string } = {},
): Promise<string> {
  // biome-ignore lint/suspicious/noExplicitAny: BullMQ's generic add() cannot follow the per-name payload map.
  const queue = queues.queue[queueName] as any;
  const job = await queue.add(name, data, {
    attempts,
    backoff: { type: 'fixed', delay: 3_600_000 },
    ...(jobId ? { jobId } : {}),
  });
  const connection = queues.connection.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true });
  const worker = new Worker(
    queueName,
    async () => {
      throw new Error(reason);
    },
    { connection, prefix: queues.prefix, autorun: false },
  );
  try {
    const failed = new Promise<void>((resolve) =>
      worker.on('failed', (failedJob) => {
        if (failedJob?.id === job.id) resolve();
      }),
    );
    void worker.run();
    await failed;
  } finally {
    await worker.close();
    connection.disconnect();
  }
  return String(job.id);
}

/**
 * For tests of a service whose route records outbox events (issue 22) while no jobs service runs:
 * publishes every due event now, as the relay would (same batches, same job ids), so the test can
 * look at the jobs. Answers how many events were published.
 */
export async function relayOutboxForTest(db: Db, redisUrl: string, redisPrefix: string): Promise<number> {
  const queues = createQueues(redisUrl, redisPrefix);
  try {
    await queues.ready();
    const target = { queues, redis: queues.connection, redisPrefix };
    let published = 0;
    for (;;) {
      const batch = await relayOutboxBatch(db, (event) => publishOutboxEvent(target, event));
      if (batch.failed) throw batch.failed.error;
      published += batch.published;
      if (!batch.full) return published;
    }
  } finally {
    await closeOutboxPublishing(queues);
    await queues.close();
  }
}

/** A service test's database and queue Redis (useServiceTest's `t` is one). */
export interface OutboxTestService {
  db: Db;
  config: { redisQueueUrl: string; redisPrefix: string };
}

/**
 * For tests of a route that records order events (issue 22's outbox) while no jobs service runs:
 * publishes the due events as the relay would (relayOutboxForTest), then answers the order-event
 * jobs of `orderId` that wait in `queues`' notifications queue.
 */
export async function relayedOrderEvents(
  service: OutboxTestService,
  queues: Queues,
  orderId: string,
): Promise<Job<OrderEventJob, unknown, 'order-event'>[]> {
  await relayOutboxForTest(service.db, service.config.redisQueueUrl, service.config.redisPrefix);
  const jobs = await queues.queue.notifications.getJobs(['waiting', 'delayed', 'prioritized']);
  return jobs.filter(
    (job) => job.name === 'order-event' && (job.data as OrderEventJob).orderId === orderId,
  ) as Job<OrderEventJob, unknown, 'order-event'>[];
}
