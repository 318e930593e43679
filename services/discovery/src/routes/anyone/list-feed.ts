import { errorBodySchema } from '@cerca/contracts';
import { FEED_PAGE_SIZE, feedQuerySchema, postsPageSchema } from '@cerca/contracts/feed';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { type CachedFeedPage, cachedFeedPage, feedPageBody, feedPageParts } from '../../feed-cache';
import { decodeTimeCursor, encodeTimeCursor } from '../../keyset-cursor';
import { listCityPosts } from '../../repositories/posts';
import { sendJsonText } from '../../shared-cache';
import { myPageReactions } from '../../viewer-state';

/** GET /feed?city_id=&cursor= — the city's posts, newest first, FEED_PAGE_SIZE a page. */
export async function listFeedRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db, redis } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/feed',
    {
      schema: {
        tags: ['feed'],
        summary: "The city's approved posts, newest first (keyset pages; my_reaction for the caller)",
        description:
          'Rows of one publication share publication_id and stay adjacent. Pass next_cursor back as ' +
          '`cursor`; a cursor this service did not issue answers 400 invalid_cursor. The first page ' +
          "is shared for a few seconds, except my_reaction, which always reflects the caller's own writes.",
        querystring: feedQuerySchema,
        response: { 200: postsPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { city_id: cityId } = request.query;
      const cursor = decodeTimeCursor(request.query.cursor);
      const load = async (): Promise<CachedFeedPage> => {
        const page = await listCityPosts(db, cityId, cursor, FEED_PAGE_SIZE);
        // The visitor's view: nobody's reaction; a signed-in caller's is filled in below.
        const posts = page.posts.map((post) => ({ ...post, my_reaction: null }));
        return { posts, next_cursor: page.next ? encodeTimeCursor(page.next) : null };
      };
      // Keyed by the cursor as sent: decodeTimeCursor refused anything this service did not issue.
      const key = cursor ? request.query.cursor : undefined;
      const shared = await cachedFeedPage(redis, cityId, key, load, request.log);
      // Everyone's answer is put together from the page's bytes, encoded once per shared text: a
      // visitor's is the shared text as is, and a signed-in person's the same with their reactions.
      const parts = feedPageParts(cityId, key, shared);
      if (!request.user) return sendJsonText(reply, parts.body);
      const mine = await myPageReactions(context, request.user.id, parts, request.log);
      return sendJsonText(reply, feedPageBody(parts, mine));
    },
  );
}
