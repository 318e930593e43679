import { recordAudit } from '@cerca/audit';
import { errorBodySchema } from '@cerca/contracts';
import { deleteCityDriverResponseSchema } from '@cerca/contracts/city-drivers';
import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { leaveDriverZone, removeIdentityDocuments } from '../../city-drivers/after-commit';
import { requireCityDriver } from '../../city-drivers/guards';
import type { PartnerContext } from '../../context';
import messages from '../../messages.json';
import { actorLabel, countOpenDeliveries, deleteDriver, lockDriver } from '../../repositories/city-drivers';
import { cityDriverParamsSchema } from './guard';

/**
 * DELETE /cities/:cityId/drivers/:driverId — removes the driver record (the account stays; the
 * person may register again). Refused while the driver carries a delivery. Orders keep their own
 * history: orders.driver_id is set null by its foreign key; the driver_orders rows go with the
 * driver (ON DELETE CASCADE). The private ID image is removed after the commit, and the driver's
 * sockets leave the zone room (issue 21).
 */
export async function deleteCityDriverRoute(app: FastifyInstance, context: PartnerContext): Promise<void> {
  const { storage } = context;
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/cities/:cityId/drivers/:driverId',
    {
      schema: {
        tags: ['city drivers'],
        summary: 'Delete a city driver (not while they carry a delivery)',
        description:
          "The page's toast: 'Repartidor eliminado exitosamente'. 409 driver_busy while a delivery is " +
          'neither delivered nor cancelled. Audit: driver.delete. The driver leaves the zone’s realtime room.',
        security: [{ bearerAuth: [] }],
        params: cityDriverParamsSchema,
        response: {
          200: deleteCityDriverResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const { cityId } = request.params;
      const driver = await requireCityDriver(context, cityId, request.params.driverId);
      const documentKey = await db.transaction().execute(async (trx) => {
        const locked = await lockDriver(trx, driver.id);
        if (locked?.zone_id !== cityId) throw errors.notFound('driver_not_found', messages.driverNotFound);
        if ((await countOpenDeliveries(trx, driver.id)) > 0) {
          throw errors.conflict('driver_busy', messages.driverBusy);
        }
        await deleteDriver(trx, driver.id);
        await recordAudit(trx, {
          actor: { id: user.id, label: await actorLabel(trx, user.id, user.email) },
          action: 'driver.delete',
          cityId,
          target: { type: 'driver', id: driver.id, label: driver.username },
          details: { email: driver.email, phone: driver.phone, status: locked.status },
        });
        return locked.identification_url;
      });
      await leaveDriverZone(context, request.log, { driverId: driver.id, zoneId: cityId });
      await removeIdentityDocuments(storage, request.log, [documentKey]);
      return { id: driver.id };
    },
  );
}
