import { publicCacheChannel } from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { forgetLocal } from './shared-cache';

/**
 * Listens for shared public answers that another service dropped in Redis (a partner deleting
 * content: @cerca/queues dropPublicCaches) and forgets this process's in-process copies too, so
 * the next visitor reads what the database says now instead of a copy up to a second old.
 */
export async function listenForPublicCacheDrops(
  app: FastifyInstance,
  context: ServiceContext,
): Promise<void> {
  const channel = publicCacheChannel(context.config.redisPrefix);
  const subscriber = context.redis.duplicate();
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const keys: unknown = JSON.parse(message);
      if (Array.isArray(keys))
        forgetLocal(
          context.redis,
          keys.filter((key) => typeof key === 'string'),
        );
    } catch (error) {
      app.log.warn({ err: error }, 'public cache drop message');
    }
  });
  subscriber.on('error', (error: Error) => app.log.warn({ err: error }, 'public cache drop listener'));
  app.addHook('onClose', async () => {
    subscriber.disconnect();
  });
  // Subscribed before the service answers: a drop announced right after start is not missed. A
  // Redis that does not answer in time only delays start; copies then expire by their TTL.
  const subscribed = subscriber.subscribe(channel).then(
    () => true,
    (error: Error) => {
      app.log.error({ err: error }, 'public cache drop subscribe');
      return false;
    },
  );
  const timeout = new Promise<false>((resolve) =>
    setTimeout(() => resolve(false), SUBSCRIBE_WAIT_MS).unref(),
  );
  if (!(await Promise.race([subscribed, timeout])))
    app.log.warn('public cache drop listener not subscribed yet; starting anyway');
}

const SUBSCRIBE_WAIT_MS = 3_000;
