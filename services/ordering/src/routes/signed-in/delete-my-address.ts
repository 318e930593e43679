import { errorBodySchema } from '@cerca/contracts';
import { addressDeletedSchema, addressPathParamsSchema } from '@cerca/contracts/addresses';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { deleteAddress } from '../../repositories/addresses';

/** DELETE /me/addresses/:id — forgets an address; if it was the default, the oldest left becomes it. */
export async function deleteMyAddressRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/me/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Delete a saved delivery address',
        security: [{ bearerAuth: [] }],
        params: addressPathParamsSchema,
        response: { 204: addressDeletedSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await deleteAddress(db, request.user!.id, id.toLowerCase())))
        throw errors.notFound('address_not_found', messages.addressNotFound);
      return reply.status(204).send(null);
    },
  );
}
