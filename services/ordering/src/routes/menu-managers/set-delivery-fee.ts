import { errorBodySchema } from '@cerca/contracts';
import { businessPathParamsSchema } from '@cerca/contracts/business-page';
import {
  deliveryFeeBodySchema,
  deliveryFeeResponseSchema,
  parseMenuPrice,
  withinMenuPriceMax,
} from '@cerca/contracts/menu-manager';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { setDeliveryFee } from '../../repositories/menu-manager';

/**
 * PUT /businesses/:id/delivery-fee — what every new order adds for delivery (orders already placed
 * keep the fee they were priced with). 0 means free delivery.
 */
export async function setDeliveryFeeRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().put(
    '/businesses/:id/delivery-fee',
    {
      schema: {
        tags: ['menus'],
        summary: "Set the business's delivery fee",
        description:
          "Body { delivery_fee }: MXN, 0 or more with at most 2 decimals ('35', '35.5', '35,50'); " +
          "anything else is 400 'invalid_delivery_fee', above 99,999,999.99 400 'delivery_fee_too_high'. " +
          'The owner and admins only.',
        security: [{ bearerAuth: [] }],
        params: businessPathParamsSchema,
        body: deliveryFeeBodySchema,
        response: {
          200: deliveryFeeResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const fee = parseMenuPrice(request.body.delivery_fee, { allowZero: true });
      if (fee === null) throw errors.badRequest('invalid_delivery_fee', messages.invalidDeliveryFee);
      if (!withinMenuPriceMax(fee)) {
        throw errors.badRequest('delivery_fee_too_high', messages.deliveryFeeTooHigh);
      }
      const row = await setDeliveryFee(db, request.params.id.toLowerCase(), fee);
      // requireMenuManager found the business a moment ago: only a deletion in between lands here.
      if (!row) throw errors.forbidden(messages.notMenuManager);
      return { delivery_fee: row.delivery_fee };
    },
  );
}
