import { errorBodySchema } from '@cerca/contracts';
import {
  assignDriverBodySchema,
  orderPathSchema,
  orderStatusResponseSchema,
} from '@cerca/contracts/orders-panel';
import { errors, requireUser, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../menu-manager-rules';
import messages from '../messages.json';
import { assertAssignable } from '../order-status';
import { orderStatusNotifier } from '../orders-panel-guard';
import { assignOrderDriver, findApprovedDriver, lockOrder } from '../repositories/orders-panel';

/** POST /orders/:id/assign-driver — 'Asignar Repartidor': the owner gives the order to a driver. */
export async function assignDriverRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  const notify = orderStatusNotifier(context);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/:id/assign-driver',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Assign an approved driver of the city to an order',
        description:
          'Spec 02 §4: from preparing or looking_for_driver, while no driver has it; sets driver_id and ' +
          "on_the_way and inserts the driver_orders row 'accepted' (what a driver's own accept writes; " +
          'the row lock and the one-live-assignment index keep both from winning). The driver must be ' +
          "approved in the business's city (400 'driver_not_available'). Owner only.",
        security: [{ bearerAuth: [] }],
        params: orderPathSchema,
        body: assignDriverBodySchema,
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
      const driverId = request.body.driver_id.trim().toLowerCase();
      const { order, locked } = await db.transaction().execute(async (trx) => {
        const locked = await lockOrder(trx, id.toLowerCase());
        if (!locked) throw errors.notFound('order_not_found', messages.orderNotFound);
        if (locked.owner_id !== user.id) throw errors.forbidden(messages.notOrdersManager);
        assertAssignable(locked);
        const driver =
          isUuid(driverId) && locked.city_id
            ? await findApprovedDriver(trx, driverId, locked.city_id)
            : undefined;
        if (!driver) throw errors.badRequest('driver_not_available', messages.driverNotInCity);
        try {
          return { order: await assignOrderDriver(trx, locked.id, driver.id), locked };
        } catch (error) {
          // A driver's own accept got there first: the one-live-assignment index decides.
          if ((error as { code?: string }).code === '23505') {
            throw errors.conflict('cannot_assign_driver', messages.cannotAssignDriver);
          }
          throw error;
        }
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
