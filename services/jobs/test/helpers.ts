import { realtimeKey } from '@cerca/queues';
import { Redis } from 'ioredis';

export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A listener of the socket.io broadcasts of one deployment (its Redis prefix), as realtime nodes hear them. */
export interface RealtimeListener {
  /** Every message published since the listener started, as latin1 text (rooms and payload). */
  heard: string[];
  close(): Promise<void>;
}

export async function listenToRealtime(redisUrl: string, redisPrefix: string): Promise<RealtimeListener> {
  const heard: string[] = [];
  const subscriber = new Redis(redisUrl);
  subscriber.on('pmessageBuffer', (_pattern: Buffer, _channel: Buffer, message: Buffer) =>
    heard.push(message.toString('latin1')),
  );
  await subscriber.psubscribe(`${realtimeKey(redisPrefix)}#*`);
  return {
    heard,
    async close() {
      await subscriber.quit();
    },
  };
}
