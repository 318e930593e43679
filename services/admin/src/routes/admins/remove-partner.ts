import { recordAudit } from '@cerca/audit';
import { errorBodySchema } from '@cerca/contracts';
import { adminIdParamsSchema, removePartnerResponseSchema } from '@cerca/contracts/admin-partners';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { isUuid } from '../../partner-rules';
import { findPartner, revokePartnerRole } from '../../repositories/partners';
import { findActor } from '../../repositories/profiles';

/**
 * DELETE /partners/:id — back to role user with the managed city cleared (spec 02 §4 Roles). Only
 * a city partner can be removed, so no admin is ever demoted here. The partner's very next
 * request is refused: the checks read the role per request.
 */
export async function removePartnerRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/partners/:id',
    {
      schema: {
        tags: ['partners'],
        summary: 'Remove a city partner (admins only)',
        security: [{ bearerAuth: [] }],
        params: adminIdParamsSchema,
        response: {
          200: removePartnerResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const partner = isUuid(id) ? await findPartner(db, id) : undefined;
      if (!partner) throw errors.notFound('partner_not_found', messages.partnerNotFound);
      const actor = await findActor(db, request.user!.id);
      await db.transaction().execute(async (trx) => {
        const cityId = await revokePartnerRole(trx, partner.id);
        if (!cityId) throw errors.notFound('partner_not_found', messages.partnerNotFound);
        await recordAudit(trx, {
          actor,
          action: 'partner.remove',
          cityId,
          target: { type: 'profile', id: partner.id, label: partner.username || partner.email },
          details: { email: partner.email, city: partner.city.name },
        });
      });
      return { id: partner.id, role: 'user' as const };
    },
  );
}
