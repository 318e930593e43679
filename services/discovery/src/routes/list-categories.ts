import { categoriesResponseSchema } from '@cerca/contracts';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { listCategories } from '../repositories/catalogue';

/** GET /categories — the main categories with subcategories, image, banner and colour, in order. */
export async function listCategoriesRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Main categories in display order with their subcategories',
        response: { 200: categoriesResponseSchema },
      },
    },
    async () => ({ categories: await listCategories(db) }),
  );
}
