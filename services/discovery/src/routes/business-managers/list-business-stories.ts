import { errorBodySchema } from '@cerca/contracts';
import { cursorQuerySchema, FEED_PAGE_SIZE, storiesPageSchema } from '@cerca/contracts/feed';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { decodeTimeCursor, encodeTimeCursor } from '../../keyset-cursor';
import messages from '../../messages.json';
import { listManagedStories } from '../../repositories/stories';
import { businessIdParamsSchema } from '../../request-guards';

/**
 * GET /businesses/:id/stories?cursor= — every story of the business, live and archived, for the
 * highlight picker of whoever manages it.
 */
export async function listBusinessStoriesRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id/stories',
    {
      config: { refusals: { forbidden: messages.notBusinessStoriesViewer } },
      schema: {
        tags: ['publishing'],
        summary: "The business's stories, live and archived, newest first, in keyset pages",
        description:
          'For the owner, the city partner and admins, to choose the stories of a highlight. Stories ' +
          'leave the public strip at expires_at and stay here (expires_at tells them apart); the ones ' +
          'in no collection are deleted 30 days after expires_at.',
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
      const page = await listManagedStories(db, request.params.id, cursor, FEED_PAGE_SIZE);
      return { stories: page.stories, next_cursor: page.next ? encodeTimeCursor(page.next) : null };
    },
  );
}
