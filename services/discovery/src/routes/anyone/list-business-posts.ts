import { errorBodySchema } from '@cerca/contracts';
import { cursorQuerySchema, FEED_PAGE_SIZE, postsPageSchema } from '@cerca/contracts/feed';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decodeTimeCursor, encodeTimeCursor } from '../../keyset-cursor';
import messages from '../../messages.json';
import { findBusinessWithPhotos } from '../../repositories/businesses';
import { listBusinessPosts, withMyReactions } from '../../repositories/posts';

// Any text is accepted so a malformed id in a page URL reads as 'Negocio no encontrado'.
const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const uuidSchema = z.string().uuid();

/** GET /businesses/:id/posts?cursor= — one business's posts, newest first (the Publicaciones tab). */
export async function listBusinessPostsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/posts',
    {
      schema: {
        tags: ['feed'],
        summary: "One business's approved posts, newest first (keyset pages, like the feed)",
        params: paramsSchema,
        querystring: cursorQuerySchema,
        response: { 200: postsPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const notFound = () => errors.notFound('business_not_found', messages.businessNotFound);
      if (!uuidSchema.safeParse(id).success) throw notFound();
      const cursor = decodeTimeCursor(request.query.cursor);
      const page = await listBusinessPosts(db, id, cursor, FEED_PAGE_SIZE);
      // Only an empty first page needs to tell an unknown business from one without posts.
      if (!cursor && page.posts.length === 0 && !(await findBusinessWithPhotos(db, id))) throw notFound();
      return {
        posts: await withMyReactions(db, request.user?.id ?? null, page.posts),
        next_cursor: page.next ? encodeTimeCursor(page.next) : null,
      };
    },
  );
}
