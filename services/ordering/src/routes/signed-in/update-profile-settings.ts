import { errorBodySchema, profileSettingsSchema } from '@cerca/contracts';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { updateProfileSettings } from '../../repositories/profiles';

/** PUT /me/settings — the caller's public-profile settings (/profile, Configuración). */
export async function updateProfileSettingsRoute(
  app: FastifyInstance,
  { db }: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/me/settings',
    {
      schema: {
        tags: ['profile'],
        summary: "Sets whether the caller's public profile (/profile/{id}) shows their e-mail",
        description: 'Changes only the caller. GET /me answers the current value as profile.show_email.',
        security: [{ bearerAuth: [] }],
        body: profileSettingsSchema,
        response: {
          200: profileSettingsSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const saved = await updateProfileSettings(db, request.user!.id, request.body);
      if (!saved) throw errors.notFound('profile_not_found', messages.profileNotFound);
      return saved;
    },
  );
}
