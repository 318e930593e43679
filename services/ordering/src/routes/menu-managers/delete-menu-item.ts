import { errorBodySchema } from '@cerca/contracts';
import { menuDeletedSchema, menuItemPathSchema } from '@cerca/contracts/menu-manager';
import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { OrderingContext } from '../../context';
import { removeMenuImages } from '../../menu-images';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { deleteItem } from '../../repositories/menu-manager';

/** DELETE /businesses/:id/menu/items/:itemId — the item and its variants (orders keep their lines). */
export async function deleteMenuItemRoute(app: FastifyInstance, context: OrderingContext): Promise<void> {
  const { db } = context;
  const { storage } = context;
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/businesses/:id/menu/items/:itemId',
    {
      schema: {
        tags: ['menus'],
        summary: 'Delete a menu item',
        description:
          "The page asks for confirmation first. 404 'item_not_found' for another business's item.",
        security: [{ bearerAuth: [] }],
        params: menuItemPathSchema,
        response: {
          204: menuDeletedSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      const businessId = id.toLowerCase();
      const deleted = isUuid(itemId) ? await deleteItem(db, businessId, itemId.toLowerCase()) : undefined;
      if (!deleted) throw errors.notFound('item_not_found', messages.itemNotFound);
      await removeMenuImages(storage, businessId, [deleted.image], request.log);
      return reply.status(204).send(null);
    },
  );
}
