import { recordAudit } from '@cerca/audit';
import { errorBodySchema } from '@cerca/contracts';
import { cityDriverResponseSchema, updateCityDriverBodySchema } from '@cerca/contracts/city-drivers';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { leaveDriverZone } from '../../city-drivers/after-commit';
import { requireCityDriver } from '../../city-drivers/guards';
import messages from '../../messages.json';
import {
  actorLabel,
  findCityDriver,
  lockDriver,
  setDriverStatus,
  toCityDriver,
} from '../../repositories/city-drivers';
import { cityDriverParamsSchema } from './guard';

/**
 * PATCH /cities/:cityId/drivers/:driverId {status} — suspend or activate (spec 02 §4): any change
 * also switches availability off, and is written to the audit log in the same transaction. After
 * the commit the driver's sockets leave the zone room (issue 21): off duty, they hear no orders.
 */
export async function updateCityDriverRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/cities/:cityId/drivers/:driverId',
    {
      schema: {
        tags: ['city drivers'],
        summary: 'Suspend or activate a city driver (availability goes off either way)',
        description:
          "The page's toasts: 'Repartidor activado exitosamente' / 'Repartidor suspendido exitosamente'. " +
          'Audit: driver.suspend or driver.activate. The driver leaves the zone’s realtime room.',
        security: [{ bearerAuth: [] }],
        params: cityDriverParamsSchema,
        body: updateCityDriverBodySchema,
        response: {
          200: cityDriverResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const { cityId } = request.params;
      const { id } = await requireCityDriver(context, cityId, request.params.driverId);
      const { status } = request.body;
      await db.transaction().execute(async (trx) => {
        // Locked and checked again: the driver may have been deleted since the read above.
        const locked = await lockDriver(trx, id);
        if (locked?.zone_id !== cityId) throw errors.notFound('driver_not_found', messages.driverNotFound);
        await setDriverStatus(trx, id, status);
        const target = await findCityDriver(trx, cityId, id);
        await recordAudit(trx, {
          actor: { id: user.id, label: await actorLabel(trx, user.id, user.email) },
          action: status === 'suspended' ? 'driver.suspend' : 'driver.activate',
          cityId,
          target: { type: 'driver', id, label: target?.username ?? null },
          details: { from: locked.status, to: status },
        });
      });
      await leaveDriverZone(context, request.log, { driverId: id, zoneId: cityId });
      const driver = await findCityDriver(db, cityId, id);
      if (!driver) throw errors.notFound('driver_not_found', messages.driverNotFound);
      return { driver: toCityDriver(driver) };
    },
  );
}
