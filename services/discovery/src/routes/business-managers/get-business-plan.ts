import { errorBodySchema } from '@cerca/contracts';
import { businessPlanSchema } from '@cerca/contracts/publishing';
import { BASIC_HIGHLIGHTS_LIMIT, BASIC_POSTS_LIMIT, TRIAL_DAYS } from '@cerca/contracts/subscriptions';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { loadBusinessPlan } from '../../business-plan';
import messages from '../../messages.json';
import { findPublishingBusiness } from '../../repositories/businesses';
import { businessIdParamsSchema } from '../../request-guards';

/** GET /businesses/:id/plan — the plan-limits panel: plan, trial, limits and use. */
export async function getBusinessPlanRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/plan',
    {
      config: { refusals: { forbidden: messages.notPlanViewer } },
      schema: {
        tags: ['publishing'],
        summary: "The business's plan, trial days left, post and highlight limits and use",
        description:
          `For the owner, the city partner and admins. Basic: ${BASIC_POSTS_LIMIT} publications, ` +
          `${BASIC_HIGHLIGHTS_LIMIT} highlights, no messaging; the first ${TRIAL_DAYS} days from ` +
          'creation are a trial with no limits.',
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        response: { 200: businessPlanSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const business = await findPublishingBusiness(db, request.params.id);
      if (!business) throw errors.forbidden(messages.notPlanViewer);
      return loadBusinessPlan(db, business);
    },
  );
}
