import { errorBodySchema } from '@cerca/contracts';
import { cityDriverIdentificationSchema } from '@cerca/contracts/city-drivers';
import { errors, requireUser, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import { cityDriverParamsSchema, requireCityDriver, requireManagedCity } from '../city-drivers/guards';
import messages from '../messages.json';

/** Short-lived: the page shows the image at once; a copied link soon stops working. */
const IDENTIFICATION_URL_SECONDS = 5 * 60;

/** GET /cities/:cityId/drivers/:driverId/identification — a signed URL of the driver's ID image. */
export async function getCityDriverIdentificationRoute(
  app: FastifyInstance,
  context: ServiceContext,
  storage: Storage,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:cityId/drivers/:driverId/identification',
    {
      onRequest: requireUser,
      schema: {
        tags: ['city drivers'],
        summary: "A 5-minute signed URL of a city driver's identity document",
        description: 'Admins and the city partner; 404 for drivers of other cities and when none is on file.',
        security: [{ bearerAuth: [] }],
        params: cityDriverParamsSchema,
        response: {
          200: cityDriverIdentificationSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const cityId = await requireManagedCity(context, request, request.params.cityId);
      const driver = await requireCityDriver(context, cityId, request.params.driverId);
      if (!driver.identification_url) {
        throw errors.notFound('identification_not_found', messages.identificationNotFound);
      }
      const expiresAt = new Date(Date.now() + IDENTIFICATION_URL_SECONDS * 1000);
      const url = await storage.createSignedUrl(
        'driver-ids',
        driver.identification_url,
        IDENTIFICATION_URL_SECONDS,
      );
      return { url, expires_at: expiresAt.toISOString() };
    },
  );
}
