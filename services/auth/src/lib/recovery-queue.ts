import { bullPrefix, DEFAULT_JOB_OPTIONS } from '@cerca/queues';
import { type Job, Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { findUserByEmail } from '../repositories/users';
import { GoTrueError } from './gotrue-error';
import { type MailContext, sendRecoveryMail } from './recovery-mail';

/** Auth's own queue: only auth may read its users and issue their one-time tokens. */
export const RECOVERY_QUEUE = 'auth-recovery-mail';

/** What POST /recover hands over: the same for every address, known or not. */
export interface RecoveryMailJob {
  email: string;
  redirectTo: string;
}

export interface RecoveryQueue {
  enqueue(job: RecoveryMailJob): Promise<void>;
  close(): Promise<void>;
}

/**
 * POST /recover only queues the address. Looking the account up, issuing the token and writing the
 * mail happen here, after the answer is sent, so neither the status nor the time of the answer
 * tells whether the address has an account.
 */
export function startRecoveryQueue(context: MailContext, log: FastifyBaseLogger): RecoveryQueue {
  const { redisUrl, redisPrefix } = context.config;
  const prefix = bullPrefix(redisPrefix);
  // Producer: fail fast so a request answers an error while Redis is down instead of hanging.
  const producer = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Worker: blocks on Redis and must outlive its restarts.
  const consumer = new Redis(redisUrl, { maxRetriesPerRequest: null });
  for (const client of [producer, consumer])
    client.on('error', (error) => log.warn({ err: error }, 'recovery queue redis error'));

  let queue: Queue<RecoveryMailJob> | null = null;
  const worker = new Worker<RecoveryMailJob>(
    RECOVERY_QUEUE,
    async (job: Job<RecoveryMailJob>) => deliverRecoveryMail(context, job.data),
    { connection: consumer, prefix, concurrency: 4 },
  );
  worker.on('error', (error) => log.error({ err: error }, 'recovery queue worker error'));
  worker.on('failed', (job, error) =>
    log.warn({ err: error, jobId: job?.id, attempts: job?.attemptsMade }, 'recovery mail job failed'),
  );

  return {
    async enqueue(job) {
      // Built on first use, on a ready connection: BullMQ checks the Redis version once at creation.
      queue ??= new Queue<RecoveryMailJob>(RECOVERY_QUEUE, {
        connection: producer,
        prefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
        skipWaitingForReady: true,
      });
      await queue.add('send', job);
    },
    async close() {
      await worker.close();
      await queue?.close();
      await Promise.all([producer, consumer].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

/** Sends the recovery mail when the address has an account; an unknown one gets nothing. */
async function deliverRecoveryMail(context: MailContext, job: RecoveryMailJob): Promise<void> {
  const record = await findUserByEmail(context.db, job.email);
  if (!record) return;
  try {
    await sendRecoveryMail(context, record, job.redirectTo);
  } catch (error) {
    // A repeat within the mail interval sends nothing more; retrying would not change that.
    if (!(error instanceof GoTrueError && error.errorCode === 'over_email_send_rate_limit')) throw error;
  }
}
