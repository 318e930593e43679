import { recordAudit } from '@cerca/audit';
import { errorBodySchema } from '@cerca/contracts';
import {
  declineDriverInvitationResponseSchema,
  driverInvitationPathSchema,
} from '@cerca/contracts/driver-invitations';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { answerInvitation } from '../../answer-invitation';
import type { DriverContext } from '../../context';
import { closeInvitation } from '../../repositories/invitations';

/**
 * POST /invitations/:id/decline — the invited person says no (issue 21). Nothing about them was
 * ever written; the invitation closes and its ID document is removed after the commit.
 */
export async function declineInvitationRoute(
  app: FastifyInstance,
  { db, storage }: DriverContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/invitations/:id/decline',
    {
      schema: {
        tags: ['driver invitations'],
        summary: 'Decline a driver invitation addressed to the caller',
        description:
          "404 invitation_not_found ('Invitación no encontrada') unless the invitation is the caller's (see " +
          'GET /invitations); 409 invitation_closed or invitation_expired. Audit: driver.invitation.declined.',
        security: [{ bearerAuth: [] }],
        params: driverInvitationPathSchema,
        response: {
          200: declineDriverInvitationResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const declined = await answerInvitation(db, storage, request, async (trx, invitation, caller) => {
        await closeInvitation(trx, invitation.id, { status: 'declined' });
        await recordAudit(trx, {
          actor: { id: caller.userId, label: caller.username },
          action: 'driver.invitation.declined',
          cityId: invitation.city_id,
          target: { type: 'driver_invitation', id: invitation.id, label: invitation.email },
          details: { email: invitation.email },
        });
      });
      return { id: declined.invitation.id };
    },
  );
}
