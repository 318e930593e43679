import { randomUUID } from 'node:crypto';
import { realtimeKey } from '@cerca/queues';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { vi } from 'vitest';

/** Deletes every Redis key under these prefixes: what a test file's workers and queues left behind. */
export async function clearRedisPrefixes(redisUrl: string, prefixes: readonly string[]): Promise<void> {
  const redis = new Redis(redisUrl);
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.unlink(...keys);
  }
  redis.disconnect();
}

/**
 * Polls `check` until it answers something, at most `timeoutMs`; answers that. `what` names the
 * wait in the failure (a function: with the state it last saw), so a timeout in a test with
 * several waits says which one ran out and how far it got.
 */
export function waitFor<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
  what: string | (() => string) = 'condition',
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await check();
      if (!value)
        throw new Error(`${typeof what === 'function' ? what() : what} not met in time (${timeoutMs} ms)`);
      return value;
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

/** A listener of the socket.io broadcasts of one deployment (its Redis prefix), as realtime nodes hear them. */
export interface RealtimeListener {
  /** Every message published since the listener started, as latin1 text (rooms and payload). */
  heard: string[];
  /**
   * A barrier: publishes a marker and answers once the listener heard it. Redis delivers in the
   * order it ran the publishes, so whatever was published before this call (a job that finished,
   * say) has been heard by then: "it was pushed once" holds without waiting a while.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function listenToRealtime(redisUrl: string, redisPrefix: string): Promise<RealtimeListener> {
  const heard: string[] = [];
  const markers = new Set<string>();
  const subscriber = new Redis(redisUrl);
  const publisher = new Redis(redisUrl);
  const channel = `${realtimeKey(redisPrefix)}#`;
  const barrier = `${channel}test-barrier`;
  subscriber.on('pmessageBuffer', (_pattern: Buffer, from: Buffer, message: Buffer) => {
    if (from.toString() === barrier) markers.add(message.toString());
    else heard.push(message.toString('latin1'));
  });
  await subscriber.psubscribe(`${channel}*`);
  return {
    heard,
    async settled() {
      const marker = randomUUID();
      await publisher.publish(barrier, marker);
      await waitFor(async () => markers.has(marker));
    },
    async close() {
      await subscriber.quit();
      await publisher.quit();
    },
  };
}

/**
 * Waits until delayed job `id` has run once and gone back to waiting: it found its time moved
 * later (the row changed after it was scheduled) and delayed itself to the new time.
 */
export async function delayedAgain(queue: Queue, id: string): Promise<void> {
  await waitFor(async () => {
    const job = await queue.getJob(id);
    return job !== undefined && job.attemptsStarted >= 1 && (await job.getState()) === 'delayed';
  });
}
