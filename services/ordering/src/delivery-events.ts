import { type Db, deliveryAttempt, findOfferedOrder } from '@cerca/db';
import { createOrderAnnouncer, enqueueOrderEvent, type OrderEventJob, type Queues } from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';
import type { FastifyBaseLogger } from 'fastify';

interface ChangedOrder {
  id: string;
  status: string;
}

/**
 * What an owner's committed change tells the drivers' side (issue 11): an order entering
 * looking_for_driver is pushed to its zone (order:available) and queued for the zone's drivers;
 * one leaving it (assigned, or moved on by hand) drops from the zone's lists (order:taken); every
 * status change and assignment is queued for the notifications worker. Best effort: the change is
 * stored already, pages refetch on reconnection, a job that could not be queued is logged.
 */
export function deliveryEvents(context: Pick<ServiceContext, 'db' | 'redis' | 'config'>, queues: Queues) {
  const announce = createOrderAnnouncer(context.redis, context.config.redisPrefix);
  const enqueue = (log: FastifyBaseLogger, events: OrderEventJob[]) =>
    Promise.all(
      events.map(async (event) => {
        try {
          await enqueueOrderEvent(queues, {
            ...event,
            attempt: await deliveryAttempt(context.db, event.orderId),
          });
        } catch (error) {
          log.warn({ err: error, event }, 'order event not queued');
        }
      }),
    );

  /** Offered, not delivered: the zone hears no customer, street address or notes (issue 21). */
  async function pushAvailable(db: Db, zoneId: string, orderId: string) {
    const order = await findOfferedOrder(db, orderId);
    if (order) announce.available(zoneId, order);
  }

  return {
    /** After POST /orders/:id/status, from `previous` to `order.status`. */
    async statusChanged(
      log: FastifyBaseLogger,
      order: ChangedOrder,
      previous: string,
      zoneId: string | null,
    ): Promise<void> {
      const events: OrderEventJob[] = [{ kind: 'status', orderId: order.id, status: order.status }];
      if (order.status === 'looking_for_driver') {
        events.push({ kind: 'available', orderId: order.id });
        if (zoneId) {
          await pushAvailable(context.db, zoneId, order.id).catch((error: unknown) =>
            log.warn({ err: error, orderId: order.id }, 'order:available not pushed'),
          );
        }
      } else if (previous === 'looking_for_driver' && zoneId) {
        announce.taken(zoneId, order.id);
      }
      await enqueue(log, events);
    },
    /** After 'Asignar Repartidor': the zone's lists drop it; the customer and the driver hear of it. */
    async assigned(
      log: FastifyBaseLogger,
      order: ChangedOrder,
      driverId: string,
      zoneId: string | null,
    ): Promise<void> {
      if (zoneId) announce.taken(zoneId, order.id);
      await enqueue(log, [
        { kind: 'status', orderId: order.id, status: order.status },
        { kind: 'assigned', orderId: order.id, driverId },
      ]);
    },
  };
}

export type DeliveryEvents = ReturnType<typeof deliveryEvents>;
