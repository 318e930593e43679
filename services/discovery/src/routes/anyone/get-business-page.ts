import { errorBodySchema } from '@cerca/contracts';
import { type BusinessPage, businessPageSchema } from '@cerca/contracts/business-page';
import { openNow, orderingState } from '@cerca/contracts/kitchen-state';
import { resolveTimeZone } from '@cerca/contracts/opening-hours';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { businessPageKey } from '../../business-page-cache';
import messages from '../../messages.json';
import { countFollowers, findCityTimeZone, findPublicPerson } from '../../repositories/business-page';
import { findBusinessWithPhotos, findOrdersPausedUntil } from '../../repositories/businesses';
import { businessIdParamsSchema, isUuid } from '../../request-guards';
import { sendJsonText, sharedJson, VISITOR_CACHE_TTL_MS } from '../../shared-cache';
import { businessViewer } from '../../viewer-state';

type PublicBusinessPage = Omit<BusinessPage, 'viewer'>;

const NO_VIEWER: BusinessPage['viewer'] = {
  is_owner: false,
  can_manage: false,
  is_following: false,
  is_favorite: false,
};

/**
 * The answer as text: the viewer's part first, then the shared public object's members (the same
 * JSON either way, without parsing or serialising the shared part again).
 */
function withViewer(viewer: BusinessPage['viewer'], shared: string): string {
  return `{"viewer":${JSON.stringify(viewer)},${shared.slice(1)}`;
}

/** The owner and city of each shared page text seen last, so a signed-in read parses it once. */
const ownerAndCity = new Map<
  string,
  { text: string; of: { id: string; owner_id: string; city_id: string | null } }
>();
const OWNER_AND_CITY_MAX = 1_000;

function ownerAndCityOf(id: string, shared: string) {
  const seen = ownerAndCity.get(id);
  if (seen?.text === shared) return seen.of;
  const { business } = JSON.parse(shared) as PublicBusinessPage;
  const of = { id: business.id, owner_id: business.owner_id, city_id: business.city_id };
  ownerAndCity.delete(id);
  ownerAndCity.set(id, { text: shared, of });
  if (ownerAndCity.size > OWNER_AND_CITY_MAX) ownerAndCity.delete(ownerAndCity.keys().next().value as string);
  return of;
}

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
      // The part that is the same for everyone, shared (the viewer's own part is added below).
      const shared = await sharedJson(
        redis,
        businessPageKey(id),
        VISITOR_CACHE_TTL_MS,
        async () => {
          const business = isUuid(id) ? await findBusinessWithPhotos(db, id) : undefined;
          if (!business) throw errors.notFound('business_not_found', messages.businessNotFound);
          const [owner, zone, followersCount, pausedUntil] = await Promise.all([
            findPublicPerson(db, business.owner_id),
            findCityTimeZone(db, business.city_id),
            countFollowers(db, business.id),
            findOrdersPausedUntil(db, business.id),
          ]);
          // The owner's profile goes with the account, and the business with it (cascade): only a
          // race with that deletion leaves a business without an owner.
          if (!owner) throw errors.notFound('business_not_found', messages.businessNotFound);
          const timeZone = resolveTimeZone(zone);
          return {
            business,
            owner,
            time_zone: timeZone,
            ...openNow(
              orderingState(
                {
                  schedule: business.schedule,
                  special_hours: business.special_hours,
                  time_zone: timeZone,
                  paused_until: pausedUntil,
                },
                new Date(),
              ),
            ),
            followers_count: followersCount,
          } satisfies PublicBusinessPage;
        },
        request.log,
      );
      // Everyone may see the open-now badge, followers and rating up to VISITOR_CACHE_TTL_MS late;
      // the person's own follow and review drop the copy (dropBusinessPage).
      const viewer = request.user
        ? await businessViewer(context, request.user, ownerAndCityOf(id, shared), request.log)
        : NO_VIEWER;
      return sendJsonText(reply, withViewer(viewer, shared));
    },
  );
}
