import { type CityDropMessage, publicCacheChannel } from '@cerca/queues';
import { type ServiceContext, subscriberBeside } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { forgetLocal } from './shared-cache';

/**
 * Listens for shared public answers that another service dropped in Redis (a partner deleting
 * content or a business: @cerca/queues dropPublicCaches, dropCityPublicCaches) and forgets this process's in-process copies too, so
 * the next visitor reads what the database says now instead of a copy up to a second old.
 */
export async function listenForPublicCacheDrops(
  app: FastifyInstance,
  context: ServiceContext,
): Promise<void> {
  const channel = publicCacheChannel(context.config.redisPrefix);
  const subscriber = subscriberBeside(context.redis);
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const drop = parseDrop(JSON.parse(message));
      forgetLocal(context.redis, drop.keys, drop.cities);
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

/** A drop message: an array of keys (dropPublicCaches) or a city drop (dropCityPublicCaches). */
function parseDrop(message: unknown): CityDropMessage {
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((key): key is string => typeof key === 'string') : [];
  if (Array.isArray(message)) return { keys: strings(message), cities: [] };
  const { keys, cities } = (message ?? {}) as { keys?: unknown; cities?: unknown };
  return {
    keys: strings(keys),
    cities: (Array.isArray(cities) ? cities : []).filter(
      (city): city is CityDropMessage['cities'][number] =>
        typeof city?.id === 'string' && Number.isSafeInteger(city?.version),
    ),
  };
}
