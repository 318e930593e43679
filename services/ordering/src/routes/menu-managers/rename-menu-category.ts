import { errorBodySchema } from '@cerca/contracts';
import {
  menuCategoryBodySchema,
  menuCategoryPathSchema,
  menuCategoryResponseSchema,
} from '@cerca/contracts/menu-manager';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { categoryName, isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { renameCategory } from '../../repositories/menu-manager';

/** PATCH /businesses/:id/menu/categories/:categoryId — renames a category. */
export async function renameMenuCategoryRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/businesses/:id/menu/categories/:categoryId',
    {
      schema: {
        tags: ['menus'],
        summary: 'Rename a menu category',
        description: "404 'category_not_found' for a category of another business.",
        security: [{ bearerAuth: [] }],
        params: menuCategoryPathSchema,
        body: menuCategoryBodySchema,
        response: {
          200: menuCategoryResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id, categoryId } = request.params;
      const name = categoryName(request.body.name);
      const category = isUuid(categoryId)
        ? await renameCategory(db, id.toLowerCase(), categoryId.toLowerCase(), name)
        : undefined;
      if (!category) throw errors.notFound('category_not_found', messages.categoryNotFound);
      return { category };
    },
  );
}
