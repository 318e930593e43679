import { categoriesResponseSchema } from '@cerca/contracts';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { catalogueCache } from '../../catalogue-cache';
import { sendCatalogue } from '../../catalogue-reply';
import { listCategories } from '../../repositories/catalogue';

/** GET /categories — the main categories with subcategories, image, banner and colour, in order. */
export async function listCategoriesRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const cache = catalogueCache(app, context);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Main categories in display order with their subcategories (cached; ETag, 304)',
        response: { 200: categoriesResponseSchema },
      },
    },
    async (request, reply) => {
      const body = await cache.get('categories', async () =>
        categoriesResponseSchema.parse({ categories: await listCategories(context.db) }),
      );
      return sendCatalogue(request, reply, body);
    },
  );
}
