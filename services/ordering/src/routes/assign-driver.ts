import { assignDriverBodySchema, orderPathSchema } from '@cerca/contracts/orders-panel';
import { errors, requireUser, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../menu-manager-rules';
import messages from '../messages.json';
import { assertAssignable } from '../order-status';
import { orderChangeResponses, ownedOrderChange } from '../owned-order-change';
import { assignOrderDriver, findApprovedDriver } from '../repositories/orders-panel';

/** POST /orders/:id/assign-driver — 'Asignar Repartidor': the owner gives the order to a driver. */
export async function assignDriverRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const changeOrder = ownedOrderChange(context);
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
        response: orderChangeResponses,
      },
    },
    async (request) => {
      const driverId = request.body.driver_id.trim().toLowerCase();
      const order = await changeOrder(request, async (trx, locked) => {
        assertAssignable(locked);
        const driver =
          isUuid(driverId) && locked.city_id
            ? await findApprovedDriver(trx, driverId, locked.city_id)
            : undefined;
        if (!driver) throw errors.badRequest('driver_not_available', messages.driverNotInCity);
        try {
          return await assignOrderDriver(trx, locked.id, driver.id);
        } catch (error) {
          // A driver's own accept got there first: the one-live-assignment index decides.
          if ((error as { code?: string }).code === '23505') {
            throw errors.conflict('cannot_assign_driver', messages.cannotAssignDriver);
          }
          throw error;
        }
      });
      return { order };
    },
  );
}
