import { errorBodySchema } from '@cerca/contracts';
import { COMMENTS_PAGE_SIZE, commentsPageSchema, cursorQuerySchema } from '@cerca/contracts/feed';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decodeTimeCursor, encodeTimeCursor } from '../../keyset-cursor';
import messages from '../../messages.json';
import { listComments } from '../../repositories/post-comments';
import { postIsVisible } from '../../repositories/posts';

// Any text is accepted so a malformed id reads as 'Publicación no encontrada'.
const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const uuidSchema = z.string().uuid();

/** GET /posts/:id/comments?cursor= — a post's comments, oldest first, COMMENTS_PAGE_SIZE a page. */
export async function listCommentsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/posts/:id/comments',
    {
      schema: {
        tags: ['feed'],
        summary: "A post's comments with their authors, oldest first (keyset pages)",
        params: paramsSchema,
        querystring: cursorQuerySchema,
        response: { 200: commentsPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const cursor = decodeTimeCursor(request.query.cursor);
      if (!uuidSchema.safeParse(id).success || !(await postIsVisible(db, id))) {
        throw errors.notFound('post_not_found', messages.postNotFound);
      }
      const page = await listComments(db, id, cursor, COMMENTS_PAGE_SIZE);
      return { comments: page.comments, next_cursor: page.next ? encodeTimeCursor(page.next) : null };
    },
  );
}
