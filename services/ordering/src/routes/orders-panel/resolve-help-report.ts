import { errorBodySchema } from '@cerca/contracts';
import { helpReportEntryResponseSchema, helpReportPathSchema } from '@cerca/contracts/order-help';
import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { OrderingContext } from '../../context';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { withPhotoUrls } from '../../order-help';
import { panelBusinessOf } from '../../orders-panel-guard';
import { resolveHelpReport } from '../../repositories/order-help-reports';

/** POST /businesses/:id/help-reports/:reportId/resolve — "Marcar como resuelto". */
export async function resolveHelpReportRoute(app: FastifyInstance, context: OrderingContext): Promise<void> {
  const { db, storage } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/businesses/:id/help-reports/:reportId/resolve',
    {
      schema: {
        tags: ['orders'],
        summary: "Mark a customer's report resolved",
        description:
          "Issue 25. The business's owner only (others 403); a report of another business is 404. Resolving " +
          'twice keeps the first resolution and answers the report as it is.',
        security: [{ bearerAuth: [] }],
        params: helpReportPathSchema,
        response: {
          200: helpReportEntryResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const business = panelBusinessOf(request);
      const { reportId } = request.params;
      const row = isUuid(reportId)
        ? await resolveHelpReport(db, business.id, reportId.toLowerCase(), request.user!.id)
        : undefined;
      if (!row) throw errors.notFound('help_report_not_found', messages.helpReportNotFound);
      const [report] = await withPhotoUrls(storage, [row]);
      return { report: report! };
    },
  );
}
