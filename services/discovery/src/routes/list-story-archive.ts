import { cursorQuerySchema, errorBodySchema, FEED_PAGE_SIZE, storiesPageSchema } from '@cerca/contracts';
import { requireUser, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { decodeTimeCursor, encodeTimeCursor } from '../keyset-cursor';
import messages from '../messages.json';
import { requireBusinessManager } from '../publisher-guard';
import { listArchivedStories } from '../repositories/stories';
import { businessIdParamsSchema } from '../request-guards';

/** GET /businesses/:id/stories/archive?cursor= — the business's expired stories, for the highlight picker. */
export async function listStoryArchiveRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/stories/archive',
    {
      onRequest: requireUser,
      preHandler: requireBusinessManager(context, messages.notStoryArchiveViewer),
      schema: {
        tags: ['publishing'],
        summary: "The business's expired (archived) stories, newest first, in keyset pages",
        description:
          'For the owner, the city partner and admins: stories leave the public at expires_at and ' +
          'stay here so they can be added to highlights; the ones in no collection are deleted 30 ' +
          'days after expires_at.',
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        querystring: cursorQuerySchema,
        response: {
          200: storiesPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const cursor = decodeTimeCursor(request.query.cursor);
      const page = await listArchivedStories(db, request.params.id, cursor, FEED_PAGE_SIZE);
      return { stories: page.stories, next_cursor: page.next ? encodeTimeCursor(page.next) : null };
    },
  );
}
