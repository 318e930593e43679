import type { Redis } from 'ioredis';

/** What the queue Redis says about keeping its keys, from INFO (CONFIG is often disabled on managed Redis). */
export interface QueueRedisPolicy {
  /** maxmemory_policy; BullMQ needs 'noeviction' (an evicted job key is a lost or broken job). */
  maxmemoryPolicy: string | null;
  /** aof_enabled: whether every write is logged, so a restart loses at most a second of jobs. */
  appendOnly: boolean | null;
}

export async function readQueueRedisPolicy(connection: Redis): Promise<QueueRedisPolicy> {
  const [memory, persistence] = await Promise.all([
    connection.info('memory'),
    connection.info('persistence'),
  ]);
  const field = (info: string, name: string) =>
    info
      .split(/\r?\n/)
      .find((line) => line.startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim() ?? null;
  const aof = field(persistence, 'aof_enabled');
  return {
    maxmemoryPolicy: field(memory, 'maxmemory_policy'),
    appendOnly: aof === null ? null : aof === '1',
  };
}

/** The warnings an operator must see at start; none when the queue Redis keeps what it is given. */
export function queueRedisWarnings(policy: QueueRedisPolicy, production: boolean): string[] {
  const warnings: string[] = [];
  if (policy.maxmemoryPolicy !== null && policy.maxmemoryPolicy !== 'noeviction')
    warnings.push(
      `REDIS_QUEUE_URL has maxmemory-policy ${policy.maxmemoryPolicy}: under memory pressure Redis ` +
        'deletes queued jobs. Set maxmemory-policy noeviction on the queue Redis (deploy/README.md).',
    );
  // On one developer machine a lost job only costs a sweep; in production it is a lost notification.
  if (production && policy.appendOnly === false)
    warnings.push(
      'REDIS_QUEUE_URL has appendonly no: a restart of the queue Redis loses the jobs queued since ' +
        'its last snapshot. Turn on AOF persistence (appendonly yes) there (deploy/README.md).',
    );
  return warnings;
}

/**
 * Logs at start what is wrong with the queue Redis's settings. Never throws: a Redis that does not
 * answer INFO (renamed or disabled command) is reported as unknown, and the start goes on.
 */
export async function warnAboutQueueRedis(
  connection: Redis,
  log: { warn(object: object, message: string): void },
  production: boolean,
): Promise<void> {
  try {
    for (const warning of queueRedisWarnings(await readQueueRedisPolicy(connection), production))
      log.warn({ redis: 'queue' }, warning);
  } catch (error) {
    log.warn({ err: error, redis: 'queue' }, 'could not read the queue Redis settings (INFO)');
  }
}
