import { errorBodySchema } from '@cerca/contracts';
import {
  DELIVERIES_PAGE_SIZE,
  deliveriesQuerySchema,
  deliveriesResponseSchema,
} from '@cerca/contracts/deliveries';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { decodeDeliveryCursor, encodeDeliveryCursor } from '../../delivery-cursor';
import messages from '../../messages.json';
import { listDeliveries } from '../../repositories/deliveries';
import { findDriverWithZone } from '../../repositories/drivers';

/** GET /me/deliveries — 'Mis Pedidos': the driver's deliveries, newest first, pages of 20. */
export async function listDeliveriesRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/deliveries',
    {
      schema: {
        tags: ['deliveries'],
        summary: "The driver's deliveries ('Mis Pedidos')",
        description:
          'filter: all (default), active (accepted or picked up), completed (delivered), cancelled. Keyset ' +
          "pages of 20: pass next_cursor as cursor; anything else is 400 'invalid_cursor'.",
        security: [{ bearerAuth: [] }],
        querystring: deliveriesQuerySchema,
        response: {
          200: deliveriesResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const after = decodeDeliveryCursor(request.query.cursor);
      const driver = await findDriverWithZone(db, request.user!.id);
      if (!driver) throw errors.notFound('driver_not_found', messages.driverNotFound);
      const { orders, last } = await listDeliveries(
        db,
        driver.id,
        request.query.filter ?? 'all',
        DELIVERIES_PAGE_SIZE,
        after,
      );
      return { orders, next_cursor: last ? encodeDeliveryCursor(last) : null };
    },
  );
}
