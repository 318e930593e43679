import { errorBodySchema } from '@cerca/contracts';
import { deliveryOrderPathSchema, identificationUrlResponseSchema } from '@cerca/contracts/deliveries';
import { canManageCity, errors, loadCallerStanding, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DriverContext } from '../../context';
import { isUuid } from '../../delivery-cursor';
import messages from '../../messages.json';
import { findDriverIdentification } from '../../repositories/drivers';

/** Short-lived: the page opens the image at once; a copied link soon stops working. */
const IDENTIFICATION_URL_SECONDS = 5 * 60;

/**
 * GET /drivers/:id/identification — a signed URL of the driver's identity document, under the
 * storage service's read policy for driver-ids: the driver, the partner of the driver's zone and
 * admins. Anyone else gets 403 (also for ids that are no driver, so ids cannot be probed).
 */
export async function getIdentificationRoute(app: FastifyInstance, context: DriverContext): Promise<void> {
  const { storage } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/drivers/:id/identification',
    {
      schema: {
        tags: ['drivers'],
        summary: "A short-lived signed URL of a driver's identity document",
        description:
          "The driver, the city partner of the driver's zone and admins; 403 for everyone else, 404 when no " +
          'document is on file. The URL (GET /storage/v1/object/sign/driver-ids/…) expires after 5 minutes.',
        security: [{ bearerAuth: [] }],
        params: deliveryOrderPathSchema,
        response: {
          200: identificationUrlResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const id = request.params.id.toLowerCase();
      const driver = isUuid(id) ? await findDriverIdentification(context.db, id) : undefined;
      const self = id === user.id.toLowerCase();
      const allowed =
        self ||
        (driver
          ? await canManageCity(context, user, driver.zone_id)
          : (await loadCallerStanding(context, user)).isAdmin);
      if (!allowed) throw errors.forbidden(messages.notIdentificationReader);
      if (!driver?.identification_url) {
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
