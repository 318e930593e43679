import { errorBodySchema } from '@cerca/contracts';
import {
  addressPathParamsSchema,
  savedAddressInputSchema,
  savedAddressSchema,
} from '@cerca/contracts/addresses';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { addressOrRefusal, assertAddressPlace } from '../../address-rules';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { updateAddress } from '../../repositories/addresses';

/** PUT /me/addresses/:id — changes one of the caller's addresses; is_default true makes it the default. */
export async function updateMyAddressRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/me/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Change a saved delivery address',
        description:
          "Someone else's address is 404 address_not_found, as one that does not exist. Orders already " +
          'placed keep the address they were placed with.',
        security: [{ bearerAuth: [] }],
        params: addressPathParamsSchema,
        body: savedAddressInputSchema,
        response: {
          200: savedAddressSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw errors.notFound('address_not_found', messages.addressNotFound);
      await assertAddressPlace(db, request.body);
      return addressOrRefusal(await updateAddress(db, request.user!.id, id.toLowerCase(), request.body));
    },
  );
}
