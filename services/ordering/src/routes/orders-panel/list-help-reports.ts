import { errorBodySchema } from '@cerca/contracts';
import { helpReportsPageSchema, helpReportsQuerySchema } from '@cerca/contracts/order-help';
import { ordersPanelPathSchema } from '@cerca/contracts/orders-panel';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { OrderingContext } from '../../context';
import { helpReportsPage } from '../../order-help';
import { panelBusinessOf } from '../../orders-panel-guard';

/** GET /businesses/:id/help-reports — the orders panel's reports ("Ayuda con mi pedido"). */
export async function listHelpReportsRoute(app: FastifyInstance, context: OrderingContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/help-reports',
    {
      schema: {
        tags: ['orders'],
        summary: "The problems customers reported with the business's orders, newest first",
        description:
          'Issue 25. Owner only; others 403. Pages of 20; each report with its order, reason, note, the ' +
          'photo as a signed URL valid for an hour, and whether and when it was resolved.',
        security: [{ bearerAuth: [] }],
        params: ordersPanelPathSchema,
        querystring: helpReportsQuerySchema,
        response: {
          200: helpReportsPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const business = panelBusinessOf(request);
      return helpReportsPage(context, { businessId: business.id }, request.query.cursor);
    },
  );
}
