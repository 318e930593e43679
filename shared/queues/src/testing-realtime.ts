import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { realtimeKey } from './realtime';

/** How long the barrier may take to come back before the test fails (a stuck Redis, not a slow one). */
const BARRIER_TIMEOUT_MS = 10_000;

/**
 * For tests of what a route pushes to browsers: every socket.io message published (to any room)
 * while `run` runs, as latin1 text (the msgpack strings read plainly inside it).
 *
 * It ends on a barrier, not a pause: after `run`, a marker is published through `redis`, the
 * client the service's emitter publishes with (a service test's `t.redis`), and collecting stops
 * when the marker arrives. Redis runs one connection's commands in order and delivers to a
 * subscriber in the order it ran the publishes, so everything `run` published before it (on that
 * client, or awaited on another) has arrived by then, and "nothing else was pushed" is a fact.
 */
export async function realtimePublished(
  redis: Redis,
  redisPrefix: string,
  run: () => Promise<void>,
): Promise<string[]> {
  const subscriber = redis.duplicate({ keyPrefix: '' });
  const channel = `${realtimeKey(redisPrefix)}#`;
  const barrier = `${channel}test-barrier#${randomUUID()}`;
  const messages: string[] = [];
  let arrived: () => void = () => {};
  const barrierArrived = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  subscriber.on('pmessageBuffer', (_pattern: Buffer, from: Buffer, message: Buffer) => {
    if (from.toString() === barrier) arrived();
    else messages.push(message.toString('latin1'));
  });
  try {
    await subscriber.psubscribe(`${channel}*`);
    await run();
    await redis.publish(barrier, 'end');
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the realtime barrier did not come back within ${BARRIER_TIMEOUT_MS} ms`)),
        BARRIER_TIMEOUT_MS,
      );
    });
    await Promise.race([barrierArrived, deadline]).finally(() => clearTimeout(timer));
  } finally {
    await subscriber.quit();
  }
  return messages;
}
