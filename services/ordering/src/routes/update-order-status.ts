import { errorBodySchema } from '@cerca/contracts';
import {
  orderPathSchema,
  orderStatusBodySchema,
  orderStatusResponseSchema,
} from '@cerca/contracts/orders-panel';
import { errors, requireUser, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../menu-manager-rules';
import messages from '../messages.json';
import { assertNextStatus } from '../order-status';
import { orderStatusNotifier } from '../orders-panel-guard';
import { lockOrder, setOrderStatus } from '../repositories/orders-panel';

/** POST /orders/:id/status — the owner advances an order one step ('Marcar como …'). */
export async function updateOrderStatusRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  const notify = orderStatusNotifier(context);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/:id/status',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Advance an order to its next status',
        description:
          'Spec 02 §4: pending → preparing → looking_for_driver → on_the_way → delivered, only the ' +
          "next one, only by the business's owner. The order row is locked, so two tabs asking for the " +
          "same step get one 200 and one 409 'invalid_status_transition'. Emits order:status to the " +
          'business room and the customer.',
        security: [{ bearerAuth: [] }],
        params: orderPathSchema,
        body: orderStatusBodySchema,
        response: {
          200: orderStatusResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw errors.unauthorized();
      const { id } = request.params;
      if (!isUuid(id)) throw errors.notFound('order_not_found', messages.orderNotFound);
      const { order, locked } = await db.transaction().execute(async (trx) => {
        const locked = await lockOrder(trx, id.toLowerCase());
        if (!locked) throw errors.notFound('order_not_found', messages.orderNotFound);
        if (locked.owner_id !== user.id) throw errors.forbidden(messages.notOrdersManager);
        assertNextStatus(locked.status, request.body.status);
        return { order: await setOrderStatus(trx, locked.id, request.body.status), locked };
      });
      notify({
        id: order.id,
        business_id: locked.business_id,
        user_id: locked.user_id,
        status: order.status,
      });
      return { order };
    },
  );
}
