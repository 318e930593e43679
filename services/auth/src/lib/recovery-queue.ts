import { AUTH_MAIL_QUEUE, type AuthMailJob, bullPrefix } from '@cerca/queues';
import { type Job, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { findUserByEmail } from '../repositories/users';
import { GoTrueError } from './gotrue-error';
import { type MailContext, sendRecoveryMail } from './recovery-mail';
import { allowedRedirect } from './redirects';

/** Auth's own queue (@cerca/queues auth-mail.ts): other services only hand it an address. */
export { AUTH_MAIL_QUEUE as RECOVERY_QUEUE };

export interface RecoveryQueue {
  close(): Promise<void>;
}

/**
 * POST /recover only records the address (an 'auth.mail' outbox event, which the jobs service's
 * relay adds to this queue). Looking the account up, issuing the token and writing the mail happen
 * here, after the answer is sent, so neither the status nor the time of the answer tells whether
 * the address has an account.
 */
export function startRecoveryQueue(context: MailContext, log: FastifyBaseLogger): RecoveryQueue {
  // A queue: REDIS_QUEUE_URL, the Redis that keeps its keys (never the evicting cache one).
  const { redisQueueUrl, redisPrefix } = context.config;
  const onError = (error: Error) => log.warn({ err: error }, 'recovery queue redis error');
  // Worker: blocks on Redis and must outlive its restarts.
  const consumer = new Redis(redisQueueUrl, { maxRetriesPerRequest: null });
  consumer.on('error', onError);

  const worker = new Worker<AuthMailJob>(
    AUTH_MAIL_QUEUE,
    async (job: Job<AuthMailJob>) => deliverRecoveryMail(context, job.data),
    { connection: consumer, prefix: bullPrefix(redisPrefix), concurrency: 4 },
  );
  worker.on('error', (error) => log.error({ err: error }, 'recovery queue worker error'));
  worker.on('failed', (job, error) =>
    log.warn({ err: error, jobId: job?.id, attempts: job?.attemptsMade }, 'recovery mail job failed'),
  );

  return {
    async close() {
      await worker.close();
      await consumer.quit().catch(() => consumer.disconnect());
    },
  };
}

/** Sends the recovery (or invitation) mail when the address has an account; an unknown one gets nothing. */
async function deliverRecoveryMail(context: MailContext, job: AuthMailJob): Promise<void> {
  const record = await findUserByEmail(context.db, job.email);
  if (!record) return;
  const kind = job.kind ?? 'recovery';
  // POST /recover checked its redirect already; another service's job is checked here.
  const redirectTo = kind === 'recovery' ? job.redirectTo : allowedRedirect(context, job.redirectTo);
  try {
    await sendRecoveryMail(context, record, redirectTo, kind);
  } catch (error) {
    // A repeat within the mail interval sends nothing more; retrying would not change that.
    if (!(error instanceof GoTrueError && error.errorCode === 'over_email_send_rate_limit')) throw error;
  }
}
