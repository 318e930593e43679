import { errorBodySchema } from '@cerca/contracts';
import { reactionStateSchema, setReactionBodySchema } from '@cerca/contracts/feed';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import messages from '../../messages.json';
import { findReactionState, profileExists, upsertReaction } from '../../repositories/post-reactions';
import { forgetViewer } from '../../viewer-cache';

// Any text is accepted so a malformed id reads as 'Publicación no encontrada'.
const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const uuidSchema = z.string().uuid();

/** Per person: generous for tapping, a ceiling for scripts. */
export const reactionRateLimit = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `post-reaction:${request.user?.id ?? request.ip}`,
};

/**
 * PUT /posts/:id/reaction — sets the caller's reaction (an upsert: at most one per person and
 * post). "Tap the same type removes it" is the browser calling DELETE instead.
 */
export async function setReactionRoute(app: FastifyInstance, { db, redis }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/posts/:id/reaction',
    {
      config: { refusals: { unauthorized: messages.signInToReact }, rateLimit: reactionRateLimit },
      schema: {
        tags: ['feed'],
        summary: "Set the caller's reaction to a post (like, love, visited, want_to_go)",
        security: [{ bearerAuth: [] }],
        params: paramsSchema,
        body: setReactionBodySchema,
        response: {
          200: reactionStateSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const userId = request.user!.id;
      const notFound = () => errors.notFound('post_not_found', messages.postNotFound);
      if (!uuidSchema.safeParse(id).success) throw notFound();
      if (!(await upsertReaction(db, id, userId, request.body.reaction_type))) {
        if (!(await profileExists(db, userId)))
          throw errors.notFound('profile_not_found', messages.profileNotFound);
        throw notFound();
      }
      await forgetViewer(redis, userId, request.log);
      const state = await findReactionState(db, id, userId);
      if (!state) throw notFound();
      return { post_id: id, ...state };
    },
  );
}
