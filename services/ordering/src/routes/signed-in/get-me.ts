import { errorBodySchema, meResponseSchema } from '@cerca/contracts';
import { provenEmail } from '@cerca/db';
import { errors, isAdminProfile, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { findMeSummary } from '../../repositories/me';

/** GET /me — what the chrome's user menu needs about the signed-in person. */
export async function getMeRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db, config } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in person: profile, admin flag, owned businesses, whether they have messages',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const me = await findMeSummary(db, request.user!.id);
      if (!me) throw errors.notFound('profile_not_found', messages.profileNotFound);
      const { account_email, raw_app_meta_data, owned_business_ids, has_messages, ...profile } = me;
      // The same rule as loadCallerStanding, on the row this statement already read.
      const proven = provenEmail({ email: account_email, raw_app_meta_data });
      return {
        profile,
        isAdmin: isAdminProfile(profile, proven, config.adminEmails),
        ownedBusinessIds: owned_business_ids,
        hasMessages: has_messages,
      };
    },
  );
}
