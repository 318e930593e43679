import type { Redis } from 'ioredis';
import { createRealtimeEmitter, REALTIME_EVENTS, type RealtimeEmitter, rooms } from './realtime';

/** An order whose status changed, as the rooms that hear it need it. */
export interface AnnouncedOrder {
  id: string;
  business_id: string;
  user_id: string | null;
  status: string;
}

/** What an order:available payload may never carry (the assigned driver's details). */
interface OfferedOnly {
  id: string;
  customer?: never;
  delivery_address?: never;
  delivery_notes?: never;
  items?: never;
}

/**
 * The live events of delivery (issue 11), the same from every service that moves an order:
 * order:available and order:taken to the zone's drivers, order:status to the customer, the
 * business room and (when one carries it) the driver. Best effort and called after commit: the
 * change is stored already, and pages refetch on reconnection.
 */
export function createOrderAnnouncer(redis: Redis, redisPrefix: string) {
  let emitter: RealtimeEmitter | undefined;
  const emit = (targets: string[], event: string, payload: unknown) => {
    emitter ??= createRealtimeEmitter(redis, redisPrefix);
    try {
      emitter.to(targets).emit(event, payload);
    } catch {
      // Redis down: the pages refetch on their next reconnection.
    }
  };
  return {
    /**
     * The order entered looking_for_driver: the zone's available drivers list it. Only the offered
     * shape (@cerca/db selectOfferedOrders): the room hears the order before anyone took it, so the
     * customer's contact, address and notes are refused here by type (issue 21).
     */
    available<T extends OfferedOnly>(zoneId: string, order: T) {
      emit([rooms.zone(zoneId)], REALTIME_EVENTS.orderAvailable, { order });
    },
    /** A driver accepted it or the business assigned it: the zone's lists drop it. */
    taken(zoneId: string, orderId: string) {
      emit([rooms.zone(zoneId)], REALTIME_EVENTS.orderTaken, { order_id: orderId });
    },
    /** The order's new status to its customer, its business and `driverIds` (the carrier). */
    status(order: AnnouncedOrder, driverIds: readonly string[] = []) {
      const targets = [rooms.business(order.business_id), ...driverIds.map(rooms.user)];
      if (order.user_id) targets.push(rooms.user(order.user_id));
      emit(targets, REALTIME_EVENTS.orderStatus, {
        order_id: order.id,
        business_id: order.business_id,
        status: order.status,
        updated_at: new Date().toISOString(),
      });
    },
  };
}

export type OrderAnnouncer = ReturnType<typeof createOrderAnnouncer>;
