import { errorBodySchema } from '@cerca/contracts';
import { cursorQuerySchema, FEED_PAGE_SIZE, postsPageSchema } from '@cerca/contracts/feed';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { decodeTimeCursor, encodeTimeCursor } from '../../keyset-cursor';
import { listPersonPosts, withMyReactions } from '../../repositories/posts';
import { findPublicProfile } from '../../repositories/public-profiles';
import { isUuid } from '../../request-guards';
import { personNotFound, personParamsSchema } from './get-public-profile';

/** GET /people/:id/posts?cursor= — the public profile's posts, newest first (keyset pages). */
export async function listPersonPostsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/people/:id/posts',
    {
      schema: {
        tags: ['people'],
        summary: "One person's approved posts, newest first (keyset pages, like the feed)",
        params: personParamsSchema,
        querystring: cursorQuerySchema,
        response: { 200: postsPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw personNotFound();
      const cursor = decodeTimeCursor(request.query.cursor);
      const page = await listPersonPosts(db, id, cursor, FEED_PAGE_SIZE);
      // Only an empty first page needs to tell an unknown person from one without posts.
      if (!cursor && page.posts.length === 0 && !(await findPublicProfile(db, id))) throw personNotFound();
      return {
        posts: await withMyReactions(db, request.user?.id ?? null, page.posts),
        next_cursor: page.next ? encodeTimeCursor(page.next) : null,
      };
    },
  );
}
