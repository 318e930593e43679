import { recordAudit } from '@cerca/audit';
import { errorBodySchema } from '@cerca/contracts';
import { adminSettingsResponseSchema, adminSettingsSchema } from '@cerca/contracts/admin-settings';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { findActor } from '../../repositories/profiles';
import { writeAdminSettings } from '../../repositories/settings';
import { settingsAnswer } from '../../settings-answer';

/** PUT /settings — saves the three toggles (every one, each a JSON boolean) and audits what changed. */
export async function updateSettingsRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().put(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Save the Configuración toggles (admins only)',
        security: [{ bearerAuth: [] }],
        body: adminSettingsSchema,
        response: {
          200: adminSettingsResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const actor = await findActor(db, request.user!.id);
      await db.transaction().execute(async (trx) => {
        const changed = await writeAdminSettings(trx, request.body, actor.id);
        await recordAudit(trx, {
          actor,
          action: 'settings.update',
          cityId: null,
          target: { type: 'settings', id: 'admin', label: 'Configuración' },
          details: { changed, settings: request.body },
        });
      });
      return settingsAnswer(db, request.user!);
    },
  );
}
