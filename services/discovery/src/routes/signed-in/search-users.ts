import { errorBodySchema, userSearchQuerySchema, userSearchResponseSchema } from '@cerca/contracts';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { searchPeople } from '../../repositories/people';
import { refuseNul } from '../../request-guards';

/** GET /users?q= — the Usuarios toggle of the search page (signed-in people only, spec 01 §6). */
export async function searchUsersRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/users',
    {
      config: { refusals: { unauthorized: messages.signInToSearchUsers } },
      schema: {
        tags: ['people'],
        summary:
          'People by username or name substring, or exact shown e-mail (public fields only, at most 20)',
        description:
          'A blank q answers an empty list. An e-mail matches only when q is the whole address and its ' +
          'owner shows it on their profile (show_email); it is never returned.',
        security: [{ bearerAuth: [] }],
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const text = request.query.q.trim();
      refuseNul(text);
      return { users: text ? await searchPeople(db, text) : [] };
    },
  );
}
