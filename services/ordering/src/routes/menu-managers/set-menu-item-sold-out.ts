import { errorBodySchema } from '@cerca/contracts';
import { soldOutBodySchema, soldOutResponseSchema } from '@cerca/contracts/kitchen';
import { menuItemPathSchema } from '@cerca/contracts/menu-manager';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { soldOutUntil } from '../../kitchen-rules';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { findBusinessHours, setItemSoldOut } from '../../repositories/menu-manager';

/**
 * PUT /businesses/:id/menu/items/:itemId/sold-out — "Agotado hoy": the item stays on the menu but
 * cannot be ordered until the business next opens (from its hours, in its city's time zone), when
 * it comes back by itself; { sold_out: false } brings it back now.
 */
export async function setMenuItemSoldOutRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/businesses/:id/menu/items/:itemId/sold-out',
    {
      schema: {
        tags: ['menus'],
        summary: 'Mark an item sold out until the next opening, or available again',
        description:
          "Answers sold_out_until (null: available). Quotes and orders with it are 409 'item_sold_out' " +
          "meanwhile. 404 'item_not_found' for another business's item.",
        security: [{ bearerAuth: [] }],
        params: menuItemPathSchema,
        body: soldOutBodySchema,
        response: {
          200: soldOutResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const businessId = request.params.id.toLowerCase();
      const { itemId } = request.params;
      if (!isUuid(itemId)) throw errors.notFound('item_not_found', messages.itemNotFound);
      let until: Date | null = null;
      if (request.body.sold_out) {
        const hours = await findBusinessHours(db, businessId);
        if (!hours) throw errors.forbidden(messages.notMenuManager);
        until = soldOutUntil(hours, new Date());
      }
      const row = await setItemSoldOut(db, businessId, itemId.toLowerCase(), until);
      if (!row) throw errors.notFound('item_not_found', messages.itemNotFound);
      return row;
    },
  );
}
