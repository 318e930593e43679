import { type Driver, driverMeResponseSchema, errorBodySchema } from '@cerca/contracts';
import { errors, requireUser, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../messages.json';
import { type DriverWithZoneRow, findDriverWithZone } from '../repositories/drivers';

function toDriver(row: DriverWithZoneRow): Driver {
  return {
    id: row.id,
    zone_id: row.zone_id,
    phone: row.phone,
    vehicle_type: row.vehicle_type,
    status: row.status,
    is_available: row.is_available,
    has_identification: row.identification_url !== null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    zone: { id: row.zone_id, name: row.zone_name, state: row.zone_state },
    profile: {
      id: row.id,
      username: row.username,
      full_name: row.full_name,
      avatar_url: row.avatar_url,
      email: row.email,
    },
  };
}

/** GET /me — the caller's driver record; 404 sends the dashboard to /driver-registration. */
export async function getMeRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me',
    {
      onRequest: requireUser,
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
