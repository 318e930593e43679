import { errorBodySchema } from '@cerca/contracts';
import {
  menuItemActiveBodySchema,
  menuItemActiveResponseSchema,
  menuItemPathSchema,
} from '@cerca/contracts/menu-manager';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { setItemActive } from '../../repositories/menu-manager';

/** PUT /businesses/:id/menu/items/:itemId/active — shows or hides an item on the public menu. */
export async function setMenuItemActiveRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().put(
    '/businesses/:id/menu/items/:itemId/active',
    {
      schema: {
        tags: ['menus'],
        summary: 'Activate or deactivate a menu item',
        description: "Idempotent. 404 'item_not_found' for another business's item.",
        security: [{ bearerAuth: [] }],
        params: menuItemPathSchema,
        body: menuItemActiveBodySchema,
        response: {
          200: menuItemActiveResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const row = isUuid(itemId)
        ? await setItemActive(db, id.toLowerCase(), itemId.toLowerCase(), request.body.active)
        : undefined;
      if (!row) throw errors.notFound('item_not_found', messages.itemNotFound);
      return row;
    },
  );
}
