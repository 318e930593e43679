import type { Db } from '@cerca/db';
import { createOrderAnnouncer, type OrderEventJob, outboxEvent, recordEvents } from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';

/**
 * What a delivery change tells others. The notifications are events of the change's own
 * transaction (`record`, issue 22): the outbox relay queues them once the change is committed,
 * even if Redis is away at that moment. The live events (order:available, order:taken,
 * order:status) go after the commit, best effort: a page refetches on reconnection.
 */
export function deliveryEvents(context: Pick<ServiceContext, 'redis' | 'config'>) {
  const announce = createOrderAnnouncer(context.redis, context.config.redisPrefix);
  return {
    announce,
    async record(trx: Db, events: OrderEventJob[]): Promise<void> {
      await recordEvents(
        trx,
        events.map((event) => outboxEvent('order.event', event)),
      );
    },
  };
}

export type DeliveryEvents = ReturnType<typeof deliveryEvents>;
