import { errorBodySchema, meResponseSchema } from '@cerca/contracts';
import {
  errors,
  loadCallerStanding,
  requireUser,
  type ServiceContext,
  type ZodTypeProvider,
} from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../messages.json';
import { listOwnedBusinessIds } from '../repositories/businesses';
import { hasAnyMessage } from '../repositories/messages';
import { findProfileById } from '../repositories/profiles';

/** GET /me — what the chrome's user menu needs about the signed-in person. */
export async function getMeRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me',
    {
      onRequest: requireUser,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in person: profile, admin flag, owned businesses, whether they have messages',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = request.user!;
      const profile = await findProfileById(db, user.id);
      if (!profile) throw errors.notFound('profile_not_found', messages.profileNotFound);
      const [ownedBusinessIds, hasMessages, standing] = await Promise.all([
        listOwnedBusinessIds(db, user.id),
        hasAnyMessage(db, user.id),
        loadCallerStanding(context, user),
      ]);
      return {
        profile,
        isAdmin: standing.isAdmin,
        ownedBusinessIds,
        hasMessages,
      };
    },
  );
}
