import { errorBodySchema } from '@cerca/contracts';
import { adminSettingsResponseSchema } from '@cerca/contracts/admin-settings';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { settingsAnswer } from '../../settings-answer';

/** GET /settings — the Configuración tab: the admin's account and the three stored toggles. */
export async function getSettingsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The admin's account and the Configuración toggles (admins only)",
        security: [{ bearerAuth: [] }],
        response: { 200: adminSettingsResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => settingsAnswer(db, request.user!),
  );
}
