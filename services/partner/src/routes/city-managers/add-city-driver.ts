import { errorBodySchema } from '@cerca/contracts';
import { addCityDriverResponseSchema } from '@cerca/contracts/city-drivers';
import { isUniqueViolation } from '@cerca/db';
import { recordEvent } from '@cerca/queues';
import { AppError, errors, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { inspectFiles, readDriverForm, readFields } from '../../city-drivers/add-driver-input';
import { removeIdentityDocuments } from '../../city-drivers/after-commit';
import { writeInvitation } from '../../city-drivers/write-invitation';
import type { PartnerContext } from '../../context';
import messages from '../../messages.json';
import { actorLabel } from '../../repositories/city-drivers';
import { toCityDriverInvitation } from '../../repositories/driver-invitations';
import { cityParamsSchema } from './guard';

/**
 * POST /cities/:cityId/drivers (multipart) — a manager adds a driver by e-mail, which invites the
 * person (DESIGN §10, issue 21): nothing about them changes until they accept, signed in with that
 * address (POST /api/driver/invitations/:id/accept). The invitation keeps what the manager typed and
 * the ID document under its own key; no account is looked up or made, and the mail is made later by
 * the jobs service. So the answer, and the work behind it, are the same for an unknown address, an
 * account and a driver (of this city or another).
 */
export async function addCityDriverRoute(app: FastifyInstance, context: PartnerContext): Promise<void> {
  const { storage } = context;
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/cities/:cityId/drivers',
    {
      schema: {
        tags: ['city drivers'],
        summary: 'Invite a driver to the city by e-mail',
        description:
          'multipart/form-data: email, full_name, phone, vehicle_type (default moto) and the image file ' +
          '`identification` (required, at most 5MB), stored privately as ' +
          'driver-ids/invitations/{invitationId}.{ext}. 202 with the pending invitation whatever the ' +
          "address (the page says 'Invitación enviada'); inviting the same address again refreshes it. " +
          'The person gets a mail with a link to accept it, and becomes a driver only by accepting. ' +
          'Audit: driver.invite.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: cityParamsSchema,
        response: {
          202: addCityDriverResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { cityId } = request.params;
      const form = await readDriverForm(request);
      const fields = readFields(form.fields);
      const files = inspectFiles(storage, form.files);
      const actor = { id: user.id, label: await actorLabel(db, user.id, user.email) };
      const { invitation, staleKeys } = await db
        .transaction()
        .execute(async (trx) => {
          const written = await writeInvitation(trx, { storage, cityId, actor, fields, files });
          // Its mail and expiry commit with it (issue 22): the jobs service's relay queues them.
          await recordEvent(trx, 'driver.invitation', {
            invitationId: written.invitation.id,
            expiresAt: new Date(written.invitation.expires_at).toISOString(),
          });
          return written;
        })
        .catch(conflictOnRace);
      await removeIdentityDocuments(storage, request.log, staleKeys);
      return reply.status(202).send({ invitation: toCityDriverInvitation(invitation) });
    },
  );
}

/** Two requests invited the same address to the same city at the same moment: one wins. */
function conflictOnRace(error: unknown): never {
  if (error instanceof AppError) throw error;
  if (isUniqueViolation(error)) throw errors.conflict('driver_add_conflict', messages.addDriverError);
  throw error;
}
