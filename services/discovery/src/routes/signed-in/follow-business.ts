import { errorBodySchema } from '@cerca/contracts';
import { followStateSchema } from '@cerca/contracts/business-page';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { dropBusinessPage } from '../../business-page-cache';
import messages from '../../messages.json';
import { countFollowers } from '../../repositories/business-page';
import { follow } from '../../repositories/follows';
import { businessIdParamsSchema, requireBusiness } from '../../request-guards';
import { forgetViewer } from '../../viewer-cache';

/** PUT /businesses/:id/follow — Seguir; following twice changes nothing. */
export async function followBusinessRoute(
  app: FastifyInstance,
  { db, redis }: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/businesses/:id/follow',
    {
      config: { refusals: { unauthorized: messages.signInToFollow } },
      schema: {
        tags: ['follows'],
        summary: 'Follow a business (idempotent)',
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        response: { 200: followStateSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const business = await requireBusiness(db, request.params.id);
      await follow(db, business.id, request.user!.id);
      // The follower's flag and everyone's count (viewer-cache.ts, business-page-cache.ts).
      await forgetViewer(redis, request.user!.id, request.log);
      await dropBusinessPage(redis, request.log, business.id);
      return { following: true, followers_count: await countFollowers(db, business.id) };
    },
  );
}
