import { errorBodySchema } from '@cerca/contracts';
import { availabilityBodySchema, availabilityResponseSchema } from '@cerca/contracts/deliveries';
import { closeDriverZone } from '@cerca/queues';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { toDriver } from '../../driver-record';
import messages from '../../messages.json';
import { findDriverWithZone, setAvailability } from '../../repositories/drivers';

/** PUT /me/availability — the dashboard's toggle; approved drivers only. */
export async function updateAvailabilityRoute(
  app: FastifyInstance,
  { db, redis, config }: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/me/availability',
    {
      schema: {
        tags: ['drivers'],
        summary: 'Turn the own availability on or off',
        description:
          "Spec 02 §4 Driver status: only approved drivers ('Ahora estás disponible para recibir pedidos' / " +
          "'Ya no estás disponible para recibir pedidos'); a suspended driver gets 403, a person without a " +
          'driver record 404. Off: the driver’s sockets leave the zone room on every realtime node; on: ' +
          'the dashboard joins it again (the join reads the new availability).',
        security: [{ bearerAuth: [] }],
        body: availabilityBodySchema,
        response: {
          200: availabilityResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      // The status is part of the write, so a suspension at the same moment cannot be undone here.
      const changed = await setAvailability(db, userId, request.body.is_available);
      const row = await findDriverWithZone(db, userId);
      if (!row) throw errors.notFound('driver_not_found', messages.driverNotFound);
      if (!changed) throw errors.forbidden(messages.suspended);
      if (!request.body.is_available) {
        // After the write: a join checked from now on is refused; a socket already in the room, or
        // one whose join was checked before the write, leaves (the join reads the driver again).
        await closeDriverZone(redis, config.redisPrefix, { driverId: row.id, zoneId: row.zone_id }).catch(
          // Redis is down for the realtime nodes too: each rechecks its zone members once back.
          (error: unknown) => request.log.warn({ err: error }, 'driver zone not closed'),
        );
      }
      return { driver: toDriver(row) };
    },
  );
}
