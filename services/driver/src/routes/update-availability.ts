import { errorBodySchema } from '@cerca/contracts';
import { availabilityBodySchema, availabilityResponseSchema } from '@cerca/contracts/deliveries';
import { errors, requireUser, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { toDriver } from '../driver-record';
import messages from '../messages.json';
import { findDriverWithZone, setAvailability } from '../repositories/drivers';

/** PUT /me/availability — the dashboard's toggle; approved drivers only. */
export async function updateAvailabilityRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/me/availability',
    {
      onRequest: requireUser,
      schema: {
        tags: ['drivers'],
        summary: 'Turn the own availability on or off',
        description:
          "Spec 02 §4 Driver status: only approved drivers ('Ahora estás disponible para recibir pedidos' / " +
          "'Ya no estás disponible para recibir pedidos'); a suspended driver gets 403, a person without a " +
          'driver record 404.',
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
      return { driver: toDriver(row) };
    },
  );
}
