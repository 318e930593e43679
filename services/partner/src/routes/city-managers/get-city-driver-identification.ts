import { errorBodySchema } from '@cerca/contracts';
import { cityDriverIdentificationSchema } from '@cerca/contracts/city-drivers';
import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { requireCityDriver } from '../../city-drivers/guards';
import type { PartnerContext } from '../../context';
import messages from '../../messages.json';
import { cityDriverParamsSchema } from './guard';

/** Short-lived: the page shows the image at once; a copied link soon stops working. */
const IDENTIFICATION_URL_SECONDS = 5 * 60;

/** GET /cities/:cityId/drivers/:driverId/identification — a signed URL of the driver's ID image. */
export async function getCityDriverIdentificationRoute(
  app: FastifyInstance,
  context: PartnerContext,
): Promise<void> {
  const { storage } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:cityId/drivers/:driverId/identification',
    {
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
      const { cityId } = request.params;
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
