import { errorBodySchema } from '@cerca/contracts';
import {
  ANNOUNCEMENTS_PAGE_SIZE,
  type FollowedAnnouncement,
  followedAnnouncementsQuerySchema,
  followedAnnouncementsResponseSchema,
} from '@cerca/contracts/city-life/announcements';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import { nextTimeCursor } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { decodeTimeCursor } from '../../keyset-cursor';
import messages from '../../messages.json';
import {
  listFollowedAnnouncementCategories,
  listFollowedAnnouncementPage,
} from '../../repositories/announcements';
import { hasPersonalPremium } from '../../repositories/promotions';
import { refuseNul } from '../../request-guards';

const blankAsMissing = (value: string | undefined) => value?.trim() || undefined;

/** GET /me/announcements?q=&category=&cursor= — Avisos (/followed). */
export async function listFollowedAnnouncementsRoute(
  app: FastifyInstance,
  { db }: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/announcements',
    {
      config: { refusals: { unauthorized: messages.signInToSeeAnnouncements } },
      schema: {
        tags: ['follows'],
        summary: 'Unexpired promotions, events and announcements of the businesses the caller follows',
        description:
          'Newest first, keyset pages of ' +
          `${ANNOUNCEMENTS_PAGE_SIZE}; pass next_cursor back as cursor (a malformed one answers 400 ` +
          'invalid_cursor). q matches title, message or business name ignoring case and accents; ' +
          'category matches the business main category ignoring case. Premium-only ones are listed ' +
          'for everybody (spec 01 §6); viewer_is_premium decides the unlock banner, as on the ' +
          'business page.',
        security: [{ bearerAuth: [] }],
        querystring: followedAnnouncementsQuerySchema,
        response: { 200: followedAnnouncementsResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const filter = {
        userId,
        q: blankAsMissing(request.query.q),
        category: blankAsMissing(request.query.category),
      };
      refuseNul(filter.q, filter.category);
      const after = decodeTimeCursor(request.query.cursor);
      const [rows, categories, viewerIsPremium] = await Promise.all([
        listFollowedAnnouncementPage(db, filter, after, ANNOUNCEMENTS_PAGE_SIZE),
        listFollowedAnnouncementCategories(db, userId),
        hasPersonalPremium(db, userId),
      ]);
      const page = rows.slice(0, ANNOUNCEMENTS_PAGE_SIZE);
      const announcements: FollowedAnnouncement[] = page.map((row) => ({
        id: row.id,
        title: row.title,
        message: row.message,
        type: row.type,
        expires_at: row.expires_at.toISOString(),
        is_premium_only: row.is_premium_only,
        created_at: row.created_at.toISOString(),
        business: {
          id: row.business_id,
          name: row.business_name,
          category: row.business_category,
          subcategory: row.business_subcategory,
          logo_url: row.logo_url ?? null,
        },
      }));
      return {
        announcements,
        categories,
        viewer_is_premium: viewerIsPremium,
        next_cursor: nextTimeCursor(rows, ANNOUNCEMENTS_PAGE_SIZE, (row) => ({
          at: row.cursor_at,
          id: row.id,
        })),
      };
    },
  );
}
