import { errorBodySchema } from '@cerca/contracts';
import { driverInvitationsResponseSchema } from '@cerca/contracts/driver-invitations';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { loadInvitationCaller } from '../../invitation-caller';
import { listAnswerableInvitations, toDriverInvitation } from '../../repositories/invitations';

/**
 * GET /invitations — the driver invitations the caller may answer (issue 21): pending, unexpired,
 * addressed to their account's e-mail, and either that address is proven or the request carries
 * the mail's secret (header x-invitation-token). Empty for everybody else.
 */
export async function listInvitationsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/invitations',
    {
      schema: {
        tags: ['driver invitations'],
        summary: 'The pending driver invitations addressed to the caller',
        description:
          'Addressed to the account’s e-mail and answerable: the address is proven by a mailed token, or ' +
          'the x-invitation-token header carries the secret of that invitation’s mail (its link).',
        security: [{ bearerAuth: [] }],
        response: { 200: driverInvitationsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const caller = await loadInvitationCaller(db, request);
      const rows = await listAnswerableInvitations(db, caller.email, {
        proven: caller.proven,
        tokenHash: caller.tokenHash,
      });
      return { invitations: rows.map(toDriverInvitation) };
    },
  );
}
