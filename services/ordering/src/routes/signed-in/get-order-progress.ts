import { errorBodySchema } from '@cerca/contracts';
import { orderProgressSchema } from '@cerca/contracts/order-progress';
import { orderPathSchema } from '@cerca/contracts/orders-panel';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { orderProgress } from '../../order-progress';

/** GET /me/orders/:id/progress — the steps, the arrival window and who brings it (issue 25). */
export async function getOrderProgressRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/orders/:id/progress',
    {
      schema: {
        tags: ['orders'],
        summary: "One of my orders' progress and arrival window",
        description:
          'Issue 25. The statuses with their times, the window it should arrive in (null once delivered or ' +
          "cancelled) and the business city's time zone; on the way, the driver's first name and vehicle, " +
          "and their phone only if they allow customers to call. The order's customer only (anyone else: 404).",
        security: [{ bearerAuth: [] }],
        params: orderPathSchema,
        response: { 200: orderProgressSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw errors.notFound('order_not_found', messages.orderNotFound);
      const progress = await orderProgress(db, id.toLowerCase(), request.user!.id);
      if (!progress) throw errors.notFound('order_not_found', messages.orderNotFound);
      return progress;
    },
  );
}
