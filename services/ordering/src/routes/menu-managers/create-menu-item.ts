import { errorBodySchema } from '@cerca/contracts';
import { businessPathParamsSchema } from '@cerca/contracts/business-page';
import { menuItemBodySchema, menuItemResponseSchema } from '@cerca/contracts/menu-manager';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { itemValues } from '../../menu-manager-rules';
import { findManagedItem, insertItem } from '../../repositories/menu-manager';

/** POST /businesses/:id/menu/items — a new item (active), last in its category, with variants. */
export async function createMenuItemRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/businesses/:id/menu/items',
    {
      schema: {
        tags: ['menus'],
        summary: 'Add a menu item',
        description:
          "Spec rules with their texts: 'category_required_first', 'category_required', 'item_name_required', " +
          "'invalid_price' (> 0, 2 decimals), 'variant_name_required', 'invalid_image' (a menu-items URL of this " +
          "business); 404 'category_not_found' for another business's category.",
        security: [{ bearerAuth: [] }],
        params: businessPathParamsSchema,
        body: menuItemBodySchema,
        response: {
          201: menuItemResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id.toLowerCase();
      const values = await itemValues(db, businessId, request.body, context.config.objectStorage.publicUrl);
      const itemId = await insertItem(db, businessId, values);
      const item = await findManagedItem(db, businessId, itemId);
      return reply.status(201).send({ item: item! });
    },
  );
}
