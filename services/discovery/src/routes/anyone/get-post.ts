import { errorBodySchema } from '@cerca/contracts';
import { postDetailResponseSchema } from '@cerca/contracts/feed';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import messages from '../../messages.json';
import { listPublicationOf, withMyReactions } from '../../repositories/posts';

// Any text is accepted so a malformed id in a share link reads as 'Publicación no encontrada'.
const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const uuidSchema = z.string().uuid();

/** GET /posts/:id — the post and every row of its publication, in carousel order (share links). */
export async function getPostRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/posts/:id',
    {
      schema: {
        tags: ['feed'],
        summary: 'One post with the rows of its publication (carousel order) and the caller’s reactions',
        params: paramsSchema,
        response: { 200: postDetailResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const rows = uuidSchema.safeParse(id).success ? await listPublicationOf(db, id) : [];
      const publication = await withMyReactions(db, request.user?.id ?? null, rows);
      const post = publication.find((row) => row.id === id);
      if (!post) throw errors.notFound('post_not_found', messages.postNotFound);
      return { post, publication };
    },
  );
}
