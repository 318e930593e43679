import type { Db } from '@cerca/db';
import { findOfferedOrder } from '@cerca/deliveries';
import { createOrderAnnouncer, outboxEvent, recordEvents } from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';
import type { FastifyBaseLogger } from 'fastify';

interface ChangedOrder {
  id: string;
  status: string;
}

/**
 * What an owner's change tells the drivers' side (issue 11). The notifications are events of the
 * change's own transaction (`record…`, issue 22): the outbox relay queues them once the change is
 * committed, even if Redis is away at that moment. The live events after the commit stay best
 * effort (a page refetches on reconnection): an order entering looking_for_driver is pushed to its
 * zone (order:available); one leaving it (assigned, or moved on by hand) drops from the zone's
 * lists (order:taken).
 */
export function deliveryEvents(context: Pick<ServiceContext, 'db' | 'redis' | 'config'>) {
  const announce = createOrderAnnouncer(context.redis, context.config.redisPrefix);

  /** Offered, not delivered: the zone hears no customer, street address or notes (issue 21). */
  async function pushAvailable(db: Db, zoneId: string, orderId: string) {
    const order = await findOfferedOrder(db, orderId);
    if (order) announce.available(zoneId, order);
  }

  return {
    /** In the transaction of POST /orders/:id/status: its notifications (customer; drivers when offered). */
    async recordStatusChange(trx: Db, order: ChangedOrder): Promise<void> {
      const events = [
        outboxEvent('order.event', { kind: 'status', orderId: order.id, status: order.status }),
      ];
      if (order.status === 'looking_for_driver')
        events.push(outboxEvent('order.event', { kind: 'available', orderId: order.id }));
      await recordEvents(trx, events);
    },
    /** In a cancellation's transaction: the parties who did not cancel it hear who did and why. */
    async recordCancellation(trx: Db, order: ChangedOrder): Promise<void> {
      await recordEvents(trx, [outboxEvent('order.event', { kind: 'cancelled', orderId: order.id })]);
    },
    /** In the transaction of "Ayuda con mi pedido": the business owner hears of the report. */
    async recordHelpReport(trx: Db, orderId: string, reportId: string): Promise<void> {
      await recordEvents(trx, [outboxEvent('order.event', { kind: 'help_reported', orderId, reportId })]);
    },
    /** In the transaction of 'Asignar Repartidor': the customer and the driver hear of it. */
    async recordAssignment(trx: Db, order: ChangedOrder, driverId: string): Promise<void> {
      await recordEvents(trx, [
        outboxEvent('order.event', { kind: 'status', orderId: order.id, status: order.status }),
        outboxEvent('order.event', { kind: 'assigned', orderId: order.id, driverId }),
      ]);
    },
    /** After POST /orders/:id/status committed, from `previous` to `order.status`: the zone's lists. */
    async statusChanged(
      log: FastifyBaseLogger,
      order: ChangedOrder,
      previous: string,
      zoneId: string | null,
    ): Promise<void> {
      if (!zoneId) return;
      if (order.status === 'looking_for_driver') {
        await pushAvailable(context.db, zoneId, order.id).catch((error: unknown) =>
          log.warn({ err: error, orderId: order.id }, 'order:available not pushed'),
        );
      } else if (previous === 'looking_for_driver') {
        announce.taken(zoneId, order.id);
      }
    },
    /** After 'Asignar Repartidor' committed: the zone's lists drop it. */
    assigned(order: ChangedOrder, zoneId: string | null): void {
      if (zoneId) announce.taken(zoneId, order.id);
    },
  };
}

export type DeliveryEvents = ReturnType<typeof deliveryEvents>;
