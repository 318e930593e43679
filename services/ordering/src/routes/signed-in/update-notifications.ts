import { errorBodySchema } from '@cerca/contracts';
import { notificationSettingsSchema } from '@cerca/contracts/account';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { updateNotifications } from '../../repositories/account';

/** PUT /me/notifications — Configuración → Notificaciones, for the caller only. */
export async function updateNotificationsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/me/notifications',
    {
      schema: {
        tags: ['profile'],
        summary: 'Turns the caller’s notifications on or off; answers the stored value',
        security: [{ bearerAuth: [] }],
        body: notificationSettingsSchema,
        response: {
          200: notificationSettingsSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const saved = await updateNotifications(db, request.user!.id, request.body);
      if (!saved) throw errors.notFound('profile_not_found', messages.profileNotFound);
      return saved;
    },
  );
}
