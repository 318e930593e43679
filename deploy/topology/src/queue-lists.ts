import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './declarations';

/** The BullMQ queues the jobs service works and the Redis list of each one's waiting jobs. */
export interface QueueWaitList {
  queue: string;
  /** `<REDIS_PREFIX>bull:<queue>:wait`: BullMQ keeps a queue's waiting jobs in this list. */
  key: string;
}

function match(file: string, pattern: RegExp, what: string): RegExpExecArray {
  const found = pattern.exec(readFileSync(file, 'utf8'));
  if (!found) throw new Error(`${file}: cannot find ${what}; update deploy/topology/src/queue-lists.ts`);
  return found;
}

/**
 * The waiting lists KEDA watches, read from the code that names them: QUEUE_NAMES in
 * @cerca/queues (names.ts) and AUTH_MAIL_QUEUE (auth-mail.ts, the recovery mails the jobs service
 * writes), its BullMQ prefix (options.ts, `<redisPrefix>bull`) and the default
 * REDIS_PREFIX of the service kit's config. Read as text because deploy/topology does not depend
 * on @cerca/queues (which would pull bullmq and ioredis into a generator that needs neither); a
 * change of shape makes the generator fail instead of writing wrong names.
 */
export function readQueueWaitLists(root: string = REPO_ROOT): QueueWaitList[] {
  const queuesSrc = path.join(root, 'shared', 'queues', 'src');
  const [, list = ''] = match(
    path.join(queuesSrc, 'names.ts'),
    /export const QUEUE_NAMES = \[([^\]]*)\] as const/,
    'QUEUE_NAMES',
  );
  const queues = [...list.matchAll(/'([\w-]+)'/g)].map(([, name]) => name ?? '');
  if (queues.length === 0) throw new Error('QUEUE_NAMES is empty');
  const [, authMailQueue = ''] = match(
    path.join(queuesSrc, 'auth-mail.ts'),
    /export const AUTH_MAIL_QUEUE = '([\w-]+)'/,
    'AUTH_MAIL_QUEUE',
  );
  queues.push(authMailQueue);
  const [, bullSuffix] = match(
    path.join(queuesSrc, 'options.ts'),
    /function bullPrefix\(redisPrefix: string\): string \{\s*return `\$\{redisPrefix\}([\w:-]*)`;/,
    'bullPrefix',
  );
  const [, redisPrefix] = match(
    path.join(root, 'shared', 'service-kit', 'src', 'config.ts'),
    /redisPrefix: env\.REDIS_PREFIX \?\? '([^']*)'/,
    'the default REDIS_PREFIX',
  );
  return queues.map((queue) => ({ queue, key: `${redisPrefix}${bullSuffix}:${queue}:wait` }));
}
