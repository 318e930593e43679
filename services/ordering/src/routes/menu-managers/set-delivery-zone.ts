import { errorBodySchema } from '@cerca/contracts';
import {
  businessDeliveryZoneSchema,
  deliveryZoneBodySchema,
  neighborhoodKey,
  uniquePlaces,
  zoneNamesPlaces,
} from '@cerca/contracts/addresses';
import { businessPathParamsSchema } from '@cerca/contracts/business-page';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { findDeliveryZone, saveDeliveryZone } from '../../repositories/delivery-zones';

/**
 * PUT /businesses/:id/delivery-zone — "toda la ciudad", or the postal codes and colonias the
 * business delivers to. New orders are checked against it; orders placed keep going.
 */
export async function setDeliveryZoneRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/businesses/:id/delivery-zone',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Set where the business delivers',
        description:
          'Body { everywhere, postal_codes, neighborhoods }: five-digit codes, colonias of 2 to 80 ' +
          'characters, at most 200 of each; not everywhere needs at least one (400 zone_without_places). ' +
          'Repeats are dropped (colonias compared without accents or case). The owner and admins only.',
        security: [{ bearerAuth: [] }],
        params: businessPathParamsSchema,
        body: deliveryZoneBodySchema,
        response: {
          200: businessDeliveryZoneSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (!zoneNamesPlaces(request.body))
        throw errors.badRequest('zone_without_places', messages.zoneWithoutPlaces);
      const id = request.params.id.toLowerCase();
      const { body } = request;
      await saveDeliveryZone(db, id, {
        everywhere: body.everywhere,
        postal_codes: uniquePlaces(body.postal_codes),
        neighborhoods: uniquePlaces(body.neighborhoods, neighborhoodKey),
      });
      const zone = await findDeliveryZone(db, id);
      // requireMenuManager found the business a moment ago: only a deletion in between lands here.
      if (!zone) throw errors.forbidden(messages.notMenuManager);
      return zone;
    },
  );
}
