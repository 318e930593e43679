import { errorBodySchema } from '@cerca/contracts';
import { createCommentBodySchema, createCommentResponseSchema } from '@cerca/contracts/feed';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import messages from '../../messages.json';
import { insertComment } from '../../repositories/post-comments';
import { profileExists } from '../../repositories/post-reactions';
import { postIsVisible } from '../../repositories/posts';
import { refuseNul } from '../../request-guards';

// Any text is accepted so a malformed id reads as 'Publicación no encontrada'.
const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const uuidSchema = z.string().uuid();
// Only the type here: blank and overlong comments get their own codes and Spanish messages from
// the contract's createCommentBodySchema below (the body limit caps the size).
const bodySchema = z.object({ comment: z.string() });

/** The comment as stored: trimmed, non-empty, at most COMMENT_MAX_LENGTH, no NUL. */
function parseComment(raw: string): string {
  const parsed = createCommentBodySchema.safeParse({ comment: raw });
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.code === 'too_big')) {
      throw errors.badRequest('comment_too_long', messages.commentTooLong);
    }
    throw errors.badRequest('empty_comment', messages.emptyComment);
  }
  refuseNul(parsed.data.comment);
  return parsed.data.comment;
}

/** POST /posts/:id/comments — adds the caller's comment; answers it with the new count. */
export async function createCommentRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/posts/:id/comments',
    {
      config: {
        refusals: { unauthorized: messages.signInToComment },
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: (request) => `post-comment:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['feed'],
        summary: 'Comment on a post (trimmed; 400 empty_comment when blank)',
        security: [{ bearerAuth: [] }],
        params: paramsSchema,
        body: bodySchema,
        response: {
          201: createCommentResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const userId = request.user!.id;
      const notFound = () => errors.notFound('post_not_found', messages.postNotFound);
      if (!uuidSchema.safeParse(id).success) throw notFound();
      const comment = parseComment(request.body.comment);
      const created = await insertComment(db, id, userId, comment);
      if (!created) {
        if (!(await postIsVisible(db, id))) throw notFound();
        if (!(await profileExists(db, userId)))
          throw errors.notFound('profile_not_found', messages.profileNotFound);
        throw notFound();
      }
      return reply.status(201).send(created);
    },
  );
}
