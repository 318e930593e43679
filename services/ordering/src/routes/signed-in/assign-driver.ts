import { assignDriverBodySchema, orderPathSchema } from '@cerca/contracts/orders-panel';
import { isUniqueViolation } from '@cerca/db';
import { assignOrderToDriver } from '@cerca/deliveries';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DeliveryEvents } from '../../delivery-events';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { assertAssignable } from '../../order-status';
import { orderChangeResponses, ownedOrderChange } from '../../owned-order-change';
import { findApprovedDriver } from '../../repositories/orders-panel';

/** POST /orders/:id/assign-driver — 'Asignar Repartidor': the owner gives the order to a driver. */
export async function assignDriverRoute(
  app: FastifyInstance,
  context: ServiceContext,
  events: DeliveryEvents,
): Promise<void> {
  const changeOrder = ownedOrderChange(context);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/:id/assign-driver',
    {
      schema: {
        tags: ['orders'],
        summary: 'Assign an approved driver of the city to an order',
        description:
          'Spec 02 §4: from preparing or looking_for_driver, while no driver has it; sets driver_id and ' +
          "on_the_way and inserts the driver_orders row 'accepted' through the same shared write as a " +
          "driver's own accept (the row lock and the one-live-assignment index keep both from winning). The " +
          "driver must be approved in the business's city (400 'driver_not_available'). Owner only. Emits " +
          'order:taken to the zone and order:status to the customer, the business and the driver.',
        security: [{ bearerAuth: [] }],
        params: orderPathSchema,
        body: assignDriverBodySchema,
        response: orderChangeResponses,
      },
    },
    async (request) => {
      const driverId = request.body.driver_id.trim().toLowerCase();
      let zoneId: string | null = null;
      const order = await changeOrder(request, async (trx, locked) => {
        zoneId = locked.city_id;
        assertAssignable(locked);
        const driver =
          isUuid(driverId) && locked.city_id
            ? await findApprovedDriver(trx, driverId, locked.city_id)
            : undefined;
        if (!driver) throw errors.badRequest('driver_not_available', messages.driverNotInCity);
        const cannotAssign = () => errors.conflict('cannot_assign_driver', messages.cannotAssignDriver);
        const assigned = await assignOrderToDriver(trx, {
          orderId: locked.id,
          driverId: driver.id,
          from: ['preparing', 'looking_for_driver'],
          by: { actor: 'business', userId: locked.owner_id },
        }).catch((error: unknown) => {
          // A driver's own accept got there first: the one-live-assignment index decides.
          throw isUniqueViolation(error) ? cannotAssign() : error;
        });
        if (!assigned) throw cannotAssign();
        await events.recordAssignment(trx, assigned, driver.id);
        return { id: assigned.id, status: assigned.status, driver_id: assigned.driver_id };
      });
      events.assigned(order, zoneId);
      return { order };
    },
  );
}
