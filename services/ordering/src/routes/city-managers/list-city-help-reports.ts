import { errorBodySchema } from '@cerca/contracts';
import {
  cityHelpReportsPathSchema,
  helpReportsPageSchema,
  helpReportsQuerySchema,
} from '@cerca/contracts/order-help';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { OrderingContext } from '../../context';
import { helpReportsPage } from '../../order-help';

/** GET /cities/:cityId/help-reports — the city dashboard's reports of the city's businesses. */
export async function listCityHelpReportsRoute(
  app: FastifyInstance,
  context: OrderingContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:cityId/help-reports',
    {
      schema: {
        tags: ['orders'],
        summary: "The problems customers reported with the orders of a city's businesses, newest first",
        description:
          "Issue 25. The city's partner and admins; everyone else 403. Pages of 20, as the orders panel's " +
          'list, with the business of each report. Read only: the business resolves its reports.',
        security: [{ bearerAuth: [] }],
        params: cityHelpReportsPathSchema,
        querystring: helpReportsQuerySchema,
        response: {
          200: helpReportsPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => helpReportsPage(context, { cityId: request.params.cityId }, request.query.cursor),
  );
}
