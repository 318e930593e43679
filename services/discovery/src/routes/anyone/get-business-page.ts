import { errorBodySchema } from '@cerca/contracts';
import { businessPageSchema } from '@cerca/contracts/business-page';
import { isOpenAt, resolveTimeZone } from '@cerca/contracts/opening-hours';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { businessPageKey } from '../../business-page-cache';
import messages from '../../messages.json';
import { mayManageBusiness } from '../../publisher-guard';
import {
  countFollowers,
  findCityTimeZone,
  findPublicPerson,
  findViewerFlags,
} from '../../repositories/business-page';
import { findBusinessWithPhotos } from '../../repositories/businesses';
import { businessIdParamsSchema, isUuid } from '../../request-guards';
import { forVisitorsShared, sendJsonText } from '../../shared-cache';

/** GET /businesses/:id/page — the business page above its tabs, for the caller (visitors too). */
export async function getBusinessPageRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db, redis } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/page',
    {
      schema: {
        tags: ['businesses'],
        summary: 'A business with its owner, open-now in the city time zone, followers and viewer flags',
        description:
          'Viewer flags are all false for visitors. is_owner means owner_id is the caller; can_manage ' +
          "that the caller may edit it: its owner, its city's partner or an admin.",
        params: businessIdParamsSchema,
        response: { 200: businessPageSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = await forVisitorsShared(request, redis, businessPageKey(id), async () => {
        const business = isUuid(id) ? await findBusinessWithPhotos(db, id) : undefined;
        if (!business) throw errors.notFound('business_not_found', messages.businessNotFound);
        const viewer = request.user;
        const viewerId = viewer?.id;
        const [owner, zone, followersCount, flags, canManage] = await Promise.all([
          findPublicPerson(db, business.owner_id),
          findCityTimeZone(db, business.city_id),
          countFollowers(db, business.id),
          viewerId ? findViewerFlags(db, business.id, viewerId) : { isFollowing: false, isFavorite: false },
          viewer ? mayManageBusiness(context, viewer, business) : false,
        ]);
        // The owner's profile goes with the account, and the business with it (cascade): only a
        // race with that deletion leaves a business without an owner.
        if (!owner) throw errors.notFound('business_not_found', messages.businessNotFound);
        const timeZone = resolveTimeZone(zone);
        return {
          business,
          owner,
          time_zone: timeZone,
          open_now: isOpenAt(business.schedule, timeZone, new Date()),
          followers_count: followersCount,
          viewer: {
            is_owner: viewerId === business.owner_id,
            can_manage: canManage,
            is_following: flags.isFollowing,
            is_favorite: flags.isFavorite,
          },
        };
      });
      // Visitors may see the open-now badge, followers and rating up to VISITOR_CACHE_TTL_MS late.
      if ('fresh' in answer) return answer.fresh;
      return sendJsonText(reply, answer.shared);
    },
  );
}
