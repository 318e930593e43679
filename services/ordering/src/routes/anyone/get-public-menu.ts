import { errorBodySchema } from '@cerca/contracts';
import { businessPathParamsSchema } from '@cerca/contracts/business-page';
import { publicMenuResponseSchema } from '@cerca/contracts/public-menu';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { findPublicMenu } from '../../repositories/menus';

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
          'Prices are MXN decimal strings ("85.00"). Categories without active items are left out. ' +
          'ordering.state: open, closed (its hours) or paused (its kitchen, until paused_until; null: until ' +
          'reopened); sold_out items ("Agotado hoy") are listed but cannot be ordered.',
        params: businessPathParamsSchema,
        response: { 200: publicMenuResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const menu = UUID.test(id) ? await findPublicMenu(db, id) : undefined;
      if (!menu) throw errors.notFound('business_not_found', messages.businessNotFound);
      return menu;
    },
  );
}
