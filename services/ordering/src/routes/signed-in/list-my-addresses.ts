import { errorBodySchema } from '@cerca/contracts';
import { savedAddressesResponseSchema } from '@cerca/contracts/addresses';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { listAddresses } from '../../repositories/addresses';

/** GET /me/addresses — "Mis direcciones": the default first, then oldest first. */
export async function listMyAddressesRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: "The caller's saved delivery addresses (at most 10), the default first",
        security: [{ bearerAuth: [] }],
        response: { 200: savedAddressesResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ addresses: await listAddresses(db, request.user!.id) }),
  );
}
