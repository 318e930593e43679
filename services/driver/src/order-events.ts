import { deliveryAttempt } from '@cerca/db';
import { createOrderAnnouncer, enqueueOrderEvent, type OrderEventJob, type Queues } from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What a committed delivery change tells others: the live events (order:available, order:taken,
 * order:status) and the notification jobs. Best effort: the change is stored already; a lost
 * event is made up by the pages' refetch on reconnection, a lost job is logged.
 */
export function deliveryEvents(
  context: Pick<ServiceContext, 'db' | 'redis' | 'config'>,
  queues: () => Queues,
) {
  const announce = createOrderAnnouncer(context.redis, context.config.redisPrefix);
  return {
    announce,
    async enqueue(log: FastifyBaseLogger, events: OrderEventJob[]): Promise<void> {
      await Promise.all(
        events.map(async (event) => {
          try {
            const attempt = await deliveryAttempt(context.db, event.orderId);
            await enqueueOrderEvent(queues(), { ...event, attempt });
          } catch (error) {
            log.warn({ err: error, event }, 'order event not queued');
          }
        }),
      );
    },
  };
}

export type DeliveryEvents = ReturnType<typeof deliveryEvents>;
