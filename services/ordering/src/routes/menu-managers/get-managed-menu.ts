import { errorBodySchema } from '@cerca/contracts';
import { businessPathParamsSchema } from '@cerca/contracts/business-page';
import { managedMenuResponseSchema } from '@cerca/contracts/menu-manager';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { findManagedMenu, findMenuBusiness } from '../../repositories/menu-manager';

/** GET /businesses/:id/menu/manage — the owner's whole menu: empty categories and inactive items too. */
export async function getManagedMenuRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/menu/manage',
    {
      schema: {
        tags: ['menus'],
        summary: "The menu/services manager's view of a business's menu",
        description:
          "Every category in the owner's order with every item (active or not) and its variants. For the " +
          "owner and admins; others 403 'Solo el dueño del negocio puede administrar su menú'.",
        security: [{ bearerAuth: [] }],
        params: businessPathParamsSchema,
        response: { 200: managedMenuResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const business = await findMenuBusiness(db, request.params.id.toLowerCase());
      if (!business) throw errors.forbidden(messages.notMenuManager);
      return findManagedMenu(db, business);
    },
  );
}
