import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { bullPrefix, DEFAULT_JOB_OPTIONS } from './options';

/**
 * The auth service's mail queue: only auth may read its users and issue their one-time tokens, so
 * other services hand it an address and auth's worker does the rest. Not in QUEUE_NAMES: the jobs
 * service never runs it.
 */
export const AUTH_MAIL_QUEUE = 'auth-recovery-mail';

/**
 * 'recovery' (the default, POST /recover): reset a forgotten password. 'invite': a manager created
 * the account (a city driver, issue 13) and the person sets their first password with the link.
 * Both carry a one-time recovery link; an address with no account gets nothing.
 */
export type AuthMailKind = 'recovery' | 'invite';

export interface AuthMailJob {
  email: string;
  /** Where the link lands; the worker still checks it against auth's allowed redirects. */
  redirectTo: string;
  kind?: AuthMailKind;
}

export interface AuthMailProducer {
  enqueue(job: AuthMailJob): Promise<void>;
  close(): Promise<void>;
}

/**
 * The producer side of the auth mail queue on its own connection to `queueRedisUrl`
 * (config.redisQueueUrl), which fails fast so a request answers (or logs) an error while Redis is
 * down instead of hanging.
 */
export function createAuthMailProducer(
  queueRedisUrl: string,
  redisPrefix: string,
  onError: (error: Error) => void = () => {},
): AuthMailProducer {
  const connection = new Redis(queueRedisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  connection.on('error', onError);
  let queue: Queue<AuthMailJob> | null = null;
  return {
    async enqueue(job) {
      // Built on first use, on a ready connection: BullMQ checks the Redis version once at creation.
      queue ??= new Queue<AuthMailJob>(AUTH_MAIL_QUEUE, {
        connection,
        prefix: bullPrefix(redisPrefix),
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
        skipWaitingForReady: true,
      });
      await queue.add('send', job);
    },
    async close() {
      await queue?.close();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
