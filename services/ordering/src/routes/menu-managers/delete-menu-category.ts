import { errorBodySchema } from '@cerca/contracts';
import { menuCategoryPathSchema, menuDeletedSchema } from '@cerca/contracts/menu-manager';
import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { OrderingContext } from '../../context';
import { removeMenuImages } from '../../menu-images';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { deleteCategory } from '../../repositories/menu-manager';

/** DELETE /businesses/:id/menu/categories/:categoryId — the category and every item in it. */
export async function deleteMenuCategoryRoute(app: FastifyInstance, context: OrderingContext): Promise<void> {
  const { db } = context;
  const { storage } = context;
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/businesses/:id/menu/categories/:categoryId',
    {
      schema: {
        tags: ['menus'],
        summary: 'Delete a menu category with its items',
        description: "The page asks for confirmation first. 404 'category_not_found' for another business's.",
        security: [{ bearerAuth: [] }],
        params: menuCategoryPathSchema,
        response: {
          204: menuDeletedSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id, categoryId } = request.params;
      const businessId = id.toLowerCase();
      const deleted = isUuid(categoryId)
        ? await deleteCategory(db, businessId, categoryId.toLowerCase())
        : null;
      if (!deleted) throw errors.notFound('category_not_found', messages.categoryNotFound);
      await removeMenuImages(storage, businessId, deleted.images, request.log);
      return reply.status(204).send(null);
    },
  );
}
