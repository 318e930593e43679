import type { OrderEvent } from '@cerca/contracts/orders';
import { createRealtimeEmitter, REALTIME_EVENTS, rooms } from '@cerca/queues';
import {
  decodeTimeCursor,
  encodeTimeCursor,
  errors,
  type Guard,
  requireUser,
  type ServiceContext,
} from '@cerca/service-kit';
import type { FastifyRequest } from 'fastify';
import { isUuid } from './menu-manager-rules';
import messages from './messages.json';
import { findOwnedPanelBusiness, type OrderPosition } from './repositories/orders-panel';

type PanelBusiness = NonNullable<Awaited<ReturnType<typeof findOwnedPanelBusiness>>>;

const panelBusinesses = new WeakMap<FastifyRequest, PanelBusiness>();

/**
 * The orders-panel folder's guard (routes under /businesses/:id): only the business's owner gets
 * through. Anyone else (admins too: the panel shows customers' phones and addresses, which are
 * the business's own) and a malformed or unknown id get 403 'Solo el dueño del negocio puede ver
 * y gestionar sus pedidos' and no data. The business it found is the route's (panelBusinessOf).
 */
export function panelOwners(context: Pick<ServiceContext, 'db'>): Guard {
  return {
    onRequest: requireUser,
    preHandler: async (request) => {
      const { id } = request.params as { id: string };
      const business = isUuid(id)
        ? await findOwnedPanelBusiness(context.db, id.toLowerCase(), request.user!.id)
        : undefined;
      if (!business) throw errors.forbidden(messages.notOrdersManager);
      panelBusinesses.set(request, business);
    },
    needsToken: true,
  };
}

/** The business the orders-panel guard let this request in for. */
export function panelBusinessOf(request: FastifyRequest): PanelBusiness {
  const business = panelBusinesses.get(request);
  if (!business) throw new Error('panelBusinessOf: the route is not behind the orders-panel guard');
  return business;
}

export const encodeOrderCursor = (position: OrderPosition): string => encodeTimeCursor(position);

/** undefined for the first page; 400 'invalid_cursor' for anything this list did not hand out. */
export const decodeOrderCursor = (raw: string | undefined): OrderPosition | undefined =>
  decodeTimeCursor(raw, () => errors.badRequest('invalid_cursor', messages.invalidOrdersCursor));

/**
 * Tells browsers an order changed: the customer's user room (/my-orders), the business room
 * (the owner's open panels) and the room of the driver carrying it. Best effort: the change is committed already, and pages refetch on
 * reconnection.
 */
export function orderStatusNotifier(context: Pick<ServiceContext, 'redis' | 'config'>) {
  let emitter: ReturnType<typeof createRealtimeEmitter> | undefined;
  return (order: {
    id: string;
    business_id: string;
    user_id: string | null;
    status: OrderEvent['status'];
    driver_id?: string | null;
  }) => {
    emitter ??= createRealtimeEmitter(context.redis, context.config.redisPrefix);
    const event: OrderEvent = {
      order_id: order.id,
      business_id: order.business_id,
      status: order.status,
      updated_at: new Date().toISOString(),
    };
    try {
      const people = [order.user_id, order.driver_id].filter((id): id is string => Boolean(id));
      emitter
        .to([rooms.business(order.business_id), ...people.map(rooms.user)])
        .emit(REALTIME_EVENTS.orderStatus, event);
    } catch {
      // Redis down: the pages refetch on their next reconnection.
    }
  };
}
