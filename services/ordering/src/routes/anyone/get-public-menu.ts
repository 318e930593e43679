import { errorBodySchema } from '@cerca/contracts';
import { businessPathParamsSchema, publicMenuResponseSchema } from '@cerca/contracts/business-page';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { businessExists, findPublicMenu } from '../../repositories/menus';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /businesses/:id/menu — the Menú tab of the business page (public). */
export async function getPublicMenuRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/menu',
    {
      schema: {
        tags: ['menus'],
        summary: "A business's active menu items by category, in the owner's order, with variants",
        description:
          'Prices are MXN decimal strings ("85.00"). Categories without active items are left out.',
        params: businessPathParamsSchema,
        response: { 200: publicMenuResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!UUID.test(id) || !(await businessExists(db, id)))
        throw errors.notFound('business_not_found', messages.businessNotFound);
      return findPublicMenu(db, id);
    },
  );
}
