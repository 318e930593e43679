import { errorBodySchema } from '@cerca/contracts';
import {
  menuItemBodySchema,
  menuItemPathSchema,
  menuItemResponseSchema,
} from '@cerca/contracts/menu-manager';
import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { OrderingContext } from '../../context';
import { removeMenuImages } from '../../menu-images';
import { isUuid, itemValues } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { findManagedItem, updateItem } from '../../repositories/menu-manager';

/** PUT /businesses/:id/menu/items/:itemId — the edit form: every field and the variants replaced. */
export async function updateMenuItemRoute(app: FastifyInstance, context: OrderingContext): Promise<void> {
  const { db } = context;
  const { storage } = context;
  app.withTypeProvider<ZodTypeProvider>().put(
    '/businesses/:id/menu/items/:itemId',
    {
      schema: {
        tags: ['menus'],
        summary: 'Edit a menu item',
        description: "The rules of POST …/menu/items; 404 'item_not_found' for another business's item.",
        security: [{ bearerAuth: [] }],
        params: menuItemPathSchema,
        body: menuItemBodySchema,
        response: {
          200: menuItemResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const businessId = request.params.id.toLowerCase();
      const itemId = request.params.itemId.toLowerCase();
      const notFound = () => errors.notFound('item_not_found', messages.itemNotFound);
      const current = isUuid(itemId) ? await findManagedItem(db, businessId, itemId) : undefined;
      if (!current) throw notFound();
      const values = await itemValues(
        db,
        businessId,
        request.body,
        context.config.objectStorage.publicUrl,
        current.image_url,
      );
      if (!(await updateItem(db, businessId, itemId, values))) throw notFound();
      // A replaced or removed image is shown by nobody any more.
      if (current.image_url !== values.image_url) {
        await removeMenuImages(storage, businessId, [current.image_url], request.log);
      }
      const item = await findManagedItem(db, businessId, itemId);
      if (!item) throw notFound();
      return { item };
    },
  );
}
