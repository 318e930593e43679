import { errorBodySchema } from '@cerca/contracts';
import { businessPathParamsSchema } from '@cerca/contracts/business-page';
import { menuCategoryBodySchema, menuCategoryResponseSchema } from '@cerca/contracts/menu-manager';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { categoryName } from '../../menu-manager-rules';
import { insertCategory } from '../../repositories/menu-manager';

/** POST /businesses/:id/menu/categories — a new category, placed last. */
export async function createMenuCategoryRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/businesses/:id/menu/categories',
    {
      schema: {
        tags: ['menus'],
        summary: 'Add a menu category',
        description: "A blank name answers 400 'category_name_required'. For the owner and admins.",
        security: [{ bearerAuth: [] }],
        params: businessPathParamsSchema,
        body: menuCategoryBodySchema,
        response: {
          201: menuCategoryResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const name = categoryName(request.body.name);
      const category = await insertCategory(db, request.params.id.toLowerCase(), name);
      return reply.status(201).send({ category });
    },
  );
}
