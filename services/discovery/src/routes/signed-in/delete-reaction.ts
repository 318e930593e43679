import { errorBodySchema } from '@cerca/contracts';
import { reactionStateSchema } from '@cerca/contracts/feed';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import messages from '../../messages.json';
import { deleteReaction, findReactionState } from '../../repositories/post-reactions';
import { forgetViewer } from '../../viewer-cache';
import { reactionRateLimit } from './set-reaction';

// Any text is accepted so a malformed id reads as 'Publicación no encontrada'.
const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const uuidSchema = z.string().uuid();

/** DELETE /posts/:id/reaction — removes the caller's reaction; removing none is not an error. */
export async function deleteReactionRoute(
  app: FastifyInstance,
  { db, redis }: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/posts/:id/reaction',
    {
      config: { refusals: { unauthorized: messages.signInToReact }, rateLimit: reactionRateLimit },
      schema: {
        tags: ['feed'],
        summary: "Remove the caller's reaction to a post",
        security: [{ bearerAuth: [] }],
        params: paramsSchema,
        response: { 200: reactionStateSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const userId = request.user!.id;
      const notFound = () => errors.notFound('post_not_found', messages.postNotFound);
      if (!uuidSchema.safeParse(id).success) throw notFound();
      await deleteReaction(db, id, userId);
      await forgetViewer(redis, userId, request.log);
      const state = await findReactionState(db, id, userId);
      if (!state) throw notFound();
      return { post_id: id, ...state };
    },
  );
}
