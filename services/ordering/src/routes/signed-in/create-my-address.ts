import { errorBodySchema } from '@cerca/contracts';
import { savedAddressInputSchema, savedAddressSchema } from '@cerca/contracts/addresses';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { addressOrRefusal, assertAddressPlace } from '../../address-rules';
import { createAddress } from '../../repositories/addresses';

/** POST /me/addresses — saves an address; the first one, or one marked so, becomes the default. */
export async function createMyAddressRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/me/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Save a delivery address',
        description:
          "A city of the catalogue (else 400 city_not_found) and a postal code of that city's state " +
          '(else 400 postal_code_not_in_city). The 11th address is 409 address_limit; two saves at once ' +
          'are counted one after the other.',
        security: [{ bearerAuth: [] }],
        body: savedAddressInputSchema,
        response: {
          201: savedAddressSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await assertAddressPlace(db, request.body);
      const saved = addressOrRefusal(await createAddress(db, request.user!.id, request.body));
      return reply.status(201).send(saved);
    },
  );
}
