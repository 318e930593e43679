import { errorBodySchema } from '@cerca/contracts';
import { cityDriverInvitationsResponseSchema } from '@cerca/contracts/city-drivers';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { listPendingInvitations, toCityDriverInvitation } from '../../repositories/driver-invitations';
import { cityParamsSchema } from './guard';

/**
 * GET /cities/:cityId/driver-invitations — the invitations of the city still waiting for an
 * answer (issue 21), newest first: only what the manager typed, nothing about any account.
 */
export async function listCityDriverInvitationsRoute(
  app: FastifyInstance,
  context: ServiceContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cities/:cityId/driver-invitations',
    {
      schema: {
        tags: ['city drivers'],
        summary: "A city's pending driver invitations (admins and the city partner), newest first",
        security: [{ bearerAuth: [] }],
        params: cityParamsSchema,
        response: {
          200: cityDriverInvitationsResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { cityId } = request.params;
      const rows = await listPendingInvitations(context.db, cityId);
      return { invitations: rows.map(toCityDriverInvitation) };
    },
  );
}
