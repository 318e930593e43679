import { errorBodySchema } from '@cerca/contracts';
import type { OrderEvent } from '@cerca/contracts/orders';
import { orderStatusResponseSchema } from '@cerca/contracts/orders-panel';
import type { Db } from '@cerca/db';
import { errors, type ServiceContext } from '@cerca/service-kit';
import type { FastifyRequest } from 'fastify';
import { isUuid } from './menu-manager-rules';
import messages from './messages.json';
import { orderStatusNotifier } from './orders-panel-guard';
import { lockOrder } from './repositories/orders-panel';

/** What an owner's change to one order (POST /orders/:id/…) answers. */
export const orderChangeResponses = {
  200: orderStatusResponseSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;
type ChangedOrder = { id: string; status: OrderEvent['status']; driver_id?: string | null };

/**
 * An owner's change to one order of their business: the order row stays locked until the change
 * commits, so two tabs (or the owner and a driver) cannot both win; an unknown or malformed id is
 * 404 and anyone but the business's owner 403. Once committed, the customer, the business room
 * and the order's driver hear the new status.
 */
export function ownedOrderChange(context: Pick<ServiceContext, 'db' | 'redis' | 'config'>) {
  const notify = orderStatusNotifier(context);
  return async <T extends ChangedOrder>(
    request: Pick<FastifyRequest, 'user'> & { params: { id: string } },
    change: (trx: Db, locked: LockedOrder) => Promise<T>,
  ): Promise<T> => {
    const user = request.user;
    if (!user) throw errors.unauthorized();
    const { id } = request.params;
    if (!isUuid(id)) throw errors.notFound('order_not_found', messages.orderNotFound);
    const { order, locked } = await context.db.transaction().execute(async (trx) => {
      const locked = await lockOrder(trx, id.toLowerCase());
      if (!locked) throw errors.notFound('order_not_found', messages.orderNotFound);
      if (locked.owner_id !== user.id) throw errors.forbidden(messages.notOrdersManager);
      return { order: await change(trx, locked), locked };
    });
    notify({
      id: order.id,
      business_id: locked.business_id,
      user_id: locked.user_id,
      status: order.status,
      driver_id: order.driver_id ?? null,
    });
    return order;
  };
}
