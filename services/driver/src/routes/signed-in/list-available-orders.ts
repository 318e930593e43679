import { errorBodySchema } from '@cerca/contracts';
import { availableOrdersResponseSchema } from '@cerca/contracts/deliveries';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { listAvailableOrders } from '../../repositories/deliveries';
import { findDriverWithZone } from '../../repositories/drivers';

/** GET /me/available-orders — what the driver may accept now, oldest first. */
export async function listAvailableOrdersRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/available-orders',
    {
      schema: {
        tags: ['deliveries'],
        summary: "Orders looking for a driver in the driver's zone",
        description:
          'Spec 02 §4: looking_for_driver with no driver, of businesses in the driver’s zone, oldest first ' +
          '(at most 50). Empty while the driver is unavailable or suspended. Offered orders only (DESIGN §10): ' +
          'business, items count, area (colonia when the address labels one, else the city) and the amount ' +
          'to collect; the customer, street address and notes come with the accept and in /me/deliveries. ' +
          'Live: order:available (same shape) and order:taken in the room zone:<zone_id>.',
        security: [{ bearerAuth: [] }],
        response: { 200: availableOrdersResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const driver = await findDriverWithZone(db, request.user!.id);
      if (!driver) throw errors.notFound('driver_not_found', messages.driverNotFound);
      if (driver.status !== 'approved' || !driver.is_available) return { orders: [] };
      return { orders: await listAvailableOrders(db, driver.zone_id) };
    },
  );
}
