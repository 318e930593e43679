import type { DefaultJobOptions } from 'bullmq';

/** BullMQ keys live under `<redisPrefix>bull:<queue>:…`, so apps and test runs never collide. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

/**
 * Retries with exponential backoff (5 s, 10 s, 20 s, 40 s), and old jobs removed automatically:
 * completed after a day (at most 1 000 kept), failed after a week (at most 5 000) for diagnosis.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: 24 * 3600, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5_000 },
};

/** BullMQ refuses ':' in custom ids, so ids join with '-': `story-expiry-<storyId>`. */
export function jobIdFor(queue: string, id: string): string {
  return `${queue}-${id}`;
}
