import { errorBodySchema } from '@cerca/contracts';
import { highlightDeletedSchema } from '@cerca/contracts/business-page';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { removeCover } from '../../highlight-form';
import messages from '../../messages.json';
import { deleteHighlight } from '../../repositories/story-highlights';
import { isUuid } from '../../request-guards';

const paramsSchema = z.object({ id: z.string().min(1).max(100), highlightId: z.string().min(1).max(100) });

/** DELETE /businesses/:id/highlights/:highlightId — the collection (its items cascade), then its cover. */
export async function deleteHighlightRoute(
  app: FastifyInstance,
  context: ServiceContext,
  storage: Storage,
): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/businesses/:id/highlights/:highlightId',
    {
      config: { refusals: { forbidden: messages.notHighlightEditor } },
      schema: {
        tags: ['businesses'],
        summary: 'Delete a story collection and its uploaded cover (the stories stay)',
        description:
          "For the owner, the city partner and admins. 404 'highlight_not_found' for a collection not of this business.",
        security: [{ bearerAuth: [] }],
        params: paramsSchema,
        response: {
          204: highlightDeletedSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id, highlightId } = request.params;
      const deleted = isUuid(highlightId) ? await deleteHighlight(db, id, highlightId) : undefined;
      if (!deleted) throw errors.notFound('highlight_not_found', messages.highlightNotFound);
      await removeCover(storage, request.log, id, deleted.cover_url);
      return reply.status(204).send(null);
    },
  );
}
