import { errorBodySchema } from '@cerca/contracts';
import { mySubscriptionsResponseSchema } from '@cerca/contracts/subscriptions';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { listUserSubscriptions } from '../../repositories/subscriptions';

/** GET /subscriptions — the caller's subscriptions (plan panels, /subscription/success). */
export async function listMySubscriptionsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/subscriptions',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "The caller's subscriptions, personal and of their businesses, last changed first",
        description:
          'Written only from verified payment events. `active` (status active or trialing) is what ' +
          'the plan panels show as Activo and what the plan limits of the business read.',
        security: [{ bearerAuth: [] }],
        response: { 200: mySubscriptionsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ subscriptions: await listUserSubscriptions(db, request.user!.id) }),
  );
}
