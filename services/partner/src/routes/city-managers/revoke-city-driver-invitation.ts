import { recordAudit } from '@cerca/audit';
import { errorBodySchema } from '@cerca/contracts';
import { revokeCityDriverInvitationResponseSchema } from '@cerca/contracts/city-drivers';
import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { removeIdentityDocuments } from '../../city-drivers/after-commit';
import { invitationIdOf } from '../../city-drivers/guards';
import type { PartnerContext } from '../../context';
import messages from '../../messages.json';
import { actorLabel } from '../../repositories/city-drivers';
import { revokeInvitation } from '../../repositories/driver-invitations';
import { cityInvitationParamsSchema } from './guard';

/**
 * DELETE /cities/:cityId/driver-invitations/:invitationId — the manager takes a pending invitation
 * back (issue 21): its link stops working and its ID document is removed after the commit.
 */
export async function revokeCityDriverInvitationRoute(
  app: FastifyInstance,
  context: PartnerContext,
): Promise<void> {
  const { storage } = context;
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/cities/:cityId/driver-invitations/:invitationId',
    {
      schema: {
        tags: ['city drivers'],
        summary: 'Revoke a pending driver invitation of the city',
        description:
          "404 invitation_not_found ('Invitación no encontrada') for an unknown id, another city's, or " +
          'one already answered, lapsed or revoked. Audit: driver.invitation.revoked.',
        security: [{ bearerAuth: [] }],
        params: cityInvitationParamsSchema,
        response: {
          200: revokeCityDriverInvitationResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const { cityId } = request.params;
      const invitationId = invitationIdOf(request.params.invitationId);
      const revoked = await db.transaction().execute(async (trx) => {
        const row = await revokeInvitation(trx, cityId, invitationId);
        if (!row) throw errors.notFound('invitation_not_found', messages.invitationNotFound);
        await recordAudit(trx, {
          actor: { id: user.id, label: await actorLabel(trx, user.id, user.email) },
          action: 'driver.invitation.revoked',
          cityId,
          target: { type: 'driver_invitation', id: row.id, label: row.email },
          details: { email: row.email },
        });
        return row;
      });
      await removeIdentityDocuments(storage, request.log, [revoked.identification_key]);
      return { id: revoked.id };
    },
  );
}
