import { errorBodySchema } from '@cerca/contracts';
import { businessPathParamsSchema } from '@cerca/contracts/business-page';
import { managedMenuResponseSchema, menuCategoryOrderBodySchema } from '@cerca/contracts/menu-manager';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import {
  findManagedMenu,
  findMenuBusiness,
  listCategoryIds,
  reorderCategories,
} from '../../repositories/menu-manager';

/** PUT /businesses/:id/menu/category-order — every category of the business, in its new order. */
export async function reorderMenuCategoriesRoute(
  app: FastifyInstance,
  context: ServiceContext,
): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().put(
    '/businesses/:id/menu/category-order',
    {
      schema: {
        tags: ['menus'],
        summary: 'Reorder the menu categories',
        description:
          "`category_ids` must list exactly the business's categories (400 'category_order_mismatch'). " +
          'Answers the managed menu.',
        security: [{ bearerAuth: [] }],
        params: businessPathParamsSchema,
        body: menuCategoryOrderBodySchema,
        response: {
          200: managedMenuResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const businessId = request.params.id.toLowerCase();
      const wanted = request.body.category_ids.map((id) => id.toLowerCase());
      const existing = new Set(await listCategoryIds(db, businessId));
      if (
        new Set(wanted).size !== wanted.length ||
        wanted.length !== existing.size ||
        !wanted.every((id) => existing.has(id))
      ) {
        throw errors.badRequest('category_order_mismatch', messages.categoryOrderMismatch);
      }
      await reorderCategories(db, businessId, wanted);
      const business = await findMenuBusiness(db, businessId);
      if (!business) throw errors.forbidden(messages.notMenuManager);
      return findManagedMenu(db, business);
    },
  );
}
