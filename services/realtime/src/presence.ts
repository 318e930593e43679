import { randomUUID } from 'node:crypto';
import { PRESENCE_HEARTBEAT_MS, PRESENCE_TTL_MS, presenceKey } from '@cerca/queues';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface PresenceOptions {
  /** How long a claim lasts without renewal (default PRESENCE_TTL_MS; tests shorten it). */
  ttlMs?: number;
  /** How often this node renews its claims (default PRESENCE_HEARTBEAT_MS). */
  heartbeatMs?: number;
}

export interface PresenceTracker {
  /** A socket of `userId` connected; call the returned function when it disconnects. */
  connected(userId: string): () => void;
  /** Stops renewing and withdraws this node's claims (a clean stop; a crash just lets them lapse). */
  close(): Promise<void>;
}

/**
 * This node's share of presence (@cerca/queues presenceKey): its sockets are counted in memory,
 * and Redis holds one claim per person with a socket here, scored by when it lapses. A person's
 * first socket claims at once, the last one withdraws the claim, and a heartbeat renews every
 * claim (one pipeline) so that nothing this node claimed outlives it by more than the TTL.
 */
export function createPresenceTracker(
  redis: Redis,
  logger: FastifyBaseLogger,
  options: PresenceOptions = {},
): PresenceTracker {
  const ttlMs = options.ttlMs ?? PRESENCE_TTL_MS;
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  const node = randomUUID();
  const sockets = new Map<string, number>();

  /** Claims (or renews) `userIds` until now + TTL; lapsed claims of dead nodes go on the way. */
  function claim(userIds: Iterable<string>): Promise<unknown> {
    const now = Date.now();
    const pipeline = redis.pipeline();
    for (const userId of userIds) {
      const key = presenceKey(userId);
      pipeline
        .zadd(key, now + ttlMs, node)
        .zremrangebyscore(key, '-inf', now)
        .pexpire(key, ttlMs);
    }
    return pipeline.exec().catch((error: unknown) => logger.warn({ err: error }, 'presence not renewed'));
  }

  const renew = () => {
    if (sockets.size > 0) void claim(sockets.keys());
  };
  const heartbeat = setInterval(renew, heartbeatMs);
  heartbeat.unref();
  // Back after Redis restarted empty (or evicted the claims): claim again at once.
  redis.on('ready', renew);

  return {
    connected(userId) {
      const open = (sockets.get(userId) ?? 0) + 1;
      sockets.set(userId, open);
      if (open === 1) void claim([userId]);
      let gone = false;
      return () => {
        if (gone) return;
        gone = true;
        const left = (sockets.get(userId) ?? 1) - 1;
        if (left > 0) {
          sockets.set(userId, left);
          return;
        }
        sockets.delete(userId);
        redis
          .zrem(presenceKey(userId), node)
          .catch((error: unknown) => logger.warn({ err: error }, 'presence not withdrawn'));
      };
    },
    async close() {
      clearInterval(heartbeat);
      redis.off('ready', renew);
      const users = [...sockets.keys()];
      sockets.clear();
      if (users.length === 0) return;
      const pipeline = redis.pipeline();
      for (const userId of users) pipeline.zrem(presenceKey(userId), node);
      await pipeline.exec().catch((error: unknown) => logger.warn({ err: error }, 'presence not withdrawn'));
    },
  };
}
