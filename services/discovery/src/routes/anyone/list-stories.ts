import { errorBodySchema } from '@cerca/contracts';
import { storiesQuerySchema, storiesResponseSchema } from '@cerca/contracts/feed';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { listCityStories } from '../../repositories/stories';

/** The story strip shows at most this many (24 hours of a city's stories). */
const STORY_STRIP_LIMIT = 100;

/** GET /stories?city_id= — the city's unexpired stories, newest first. */
export async function listStoriesRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/stories',
    {
      schema: {
        tags: ['feed'],
        summary: "The city's approved stories with expires_at in the future, newest first (at most 100)",
        querystring: storiesQuerySchema,
        response: { 200: storiesResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({ stories: await listCityStories(db, request.query.city_id, STORY_STRIP_LIMIT) }),
  );
}
