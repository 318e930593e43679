import { errorBodySchema } from '@cerca/contracts';
import { acceptOrderResponseSchema, deliveryOrderPathSchema } from '@cerca/contracts/deliveries';
import { isUniqueViolation } from '@cerca/db';
import { assignOrderToDriver } from '@cerca/deliveries';
import { AppError, errors, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DriverContext } from '../../context';
import { isUuid } from '../../delivery-cursor';
import messages from '../../messages.json';
import { findDeliveryOrder } from '../../repositories/deliveries';
import { shareLockDriver } from '../../repositories/drivers';

const notAvailable = () => errors.conflict('order_not_available', messages.orderNotAvailable);

/**
 * POST /orders/:id/accept — a driver takes an available order. Race-safe in the database: the
 * order is written only while looking_for_driver with no driver (the shared assignOrderToDriver
 * the business's 'Asignar Repartidor' uses too), so of two drivers, or a driver and the
 * business, exactly one wins and the other gets 409 'order_not_available'.
 */
export async function acceptOrderRoute(app: FastifyInstance, { db, events }: DriverContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/:id/accept',
    {
      schema: {
        tags: ['deliveries'],
        summary: 'Accept an available order',
        description:
          "The page's toast is 'Pedido aceptado'. The driver must be approved (suspended: 403), available and " +
          "of the zone of the order's business; the order looking_for_driver with no driver. Anything else, " +
          "including another driver winning the race, is 409 'order_not_available' ('Error al aceptar el " +
          "pedido'). On success the order is on_the_way with this driver, a driver_orders row 'accepted' is " +
          'written, and order:taken goes to the zone, order:status to the customer, business and driver.',
        security: [{ bearerAuth: [] }],
        params: deliveryOrderPathSchema,
        response: {
          200: acceptOrderResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const driverId = request.user!.id;
      const orderId = request.params.id.toLowerCase();
      if (!isUuid(orderId)) throw errors.notFound('order_not_found', messages.orderNotFound);
      const { assigned, zoneId } = await db
        .transaction()
        .execute(async (trx) => {
          const driver = await shareLockDriver(trx, driverId);
          if (!driver) throw errors.notFound('driver_not_found', messages.driverNotFound);
          if (driver.status !== 'approved') throw errors.forbidden(messages.suspended);
          if (!driver.is_available) throw notAvailable();
          const assigned = await assignOrderToDriver(trx, {
            orderId,
            driverId,
            from: ['looking_for_driver'],
            zoneId: driver.zone_id,
            by: { actor: 'driver', userId: driverId },
          });
          if (!assigned) throw notAvailable();
          await events.record(trx, [{ kind: 'status', orderId: assigned.id, status: assigned.status }]);
          return { assigned, zoneId: driver.zone_id };
        })
        .catch((error: unknown) => {
          if (!(error instanceof AppError) && isUniqueViolation(error)) throw notAvailable();
          throw error;
        });
      events.announce.taken(zoneId, assigned.id);
      events.announce.status(assigned, [driverId]);
      const order = await findDeliveryOrder(db, assigned.id, driverId);
      if (!order) throw notAvailable();
      return { order };
    },
  );
}
