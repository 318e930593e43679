import { errorBodySchema, FEED_PAGE_SIZE, feedQuerySchema, postsPageSchema } from '@cerca/contracts';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { cachedFirstFeedPage } from '../feed-cache';
import { decodeTimeCursor, encodeTimeCursor } from '../keyset-cursor';
import { listCityPosts, withMyReactions } from '../repositories/posts';

/** GET /feed?city_id=&cursor= — the city's posts, newest first, FEED_PAGE_SIZE a page. */
export async function listFeedRoute(app: FastifyInstance, { db, redis }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/feed',
    {
      schema: {
        tags: ['feed'],
        summary: "The city's approved posts, newest first (keyset pages; my_reaction for the caller)",
        description:
          'Rows of one publication share publication_id and stay adjacent. Pass next_cursor back as ' +
          '`cursor`; a cursor this service did not issue answers 400 invalid_cursor. The first page ' +
          'is shared for a few seconds, except my_reaction, which is always fresh.',
        querystring: feedQuerySchema,
        response: { 200: postsPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { city_id: cityId } = request.query;
      const cursor = decodeTimeCursor(request.query.cursor);
      const load = async () => {
        const page = await listCityPosts(db, cityId, cursor, FEED_PAGE_SIZE);
        return { posts: page.posts, next_cursor: page.next ? encodeTimeCursor(page.next) : null };
      };
      const page = cursor ? await load() : await cachedFirstFeedPage(redis, cityId, load, request.log);
      return {
        posts: await withMyReactions(db, request.user?.id ?? null, page.posts),
        next_cursor: page.next_cursor,
      };
    },
  );
}
