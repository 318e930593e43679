import { errorBodySchema } from '@cerca/contracts';
import { businessDeliveryZoneSchema } from '@cerca/contracts/addresses';
import { businessPathParamsSchema } from '@cerca/contracts/business-page';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { findDeliveryZone } from '../../repositories/delivery-zones';

/**
 * GET /businesses/:id/delivery-zone — where a business delivers (public): the checkout tells a
 * customer before they confirm that an address is outside it, and the menu manager shows it.
 */
export async function getDeliveryZoneRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/delivery-zone',
    {
      schema: {
        tags: ['addresses'],
        summary: "A business's city and the postal codes and colonias it delivers to",
        description: 'everywhere true is "toda la ciudad" (the lists are then empty).',
        params: businessPathParamsSchema,
        response: { 200: businessDeliveryZoneSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const zone = isUuid(id) ? await findDeliveryZone(db, id.toLowerCase()) : undefined;
      if (!zone) throw errors.notFound('business_not_found', messages.businessNotFound);
      return zone;
    },
  );
}
