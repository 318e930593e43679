import { driverMeResponseSchema, errorBodySchema } from '@cerca/contracts';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { toDriver } from '../../driver-record';
import messages from '../../messages.json';
import { findDriverWithZone } from '../../repositories/drivers';

/** GET /me — the caller's driver record; 404 sends the dashboard to /driver-registration. */
export async function getMeRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me',
    {
      schema: {
        tags: ['drivers'],
        summary: 'The signed-in person’s driver record with work zone',
        security: [{ bearerAuth: [] }],
        response: { 200: driverMeResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const row = await findDriverWithZone(db, request.user!.id);
      if (!row) throw errors.notFound('driver_not_found', messages.driverNotFound);
      return { driver: toDriver(row) };
    },
  );
}
