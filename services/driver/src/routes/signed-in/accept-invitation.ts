import { recordAudit } from '@cerca/audit';
import { errorBodySchema } from '@cerca/contracts';
import {
  acceptDriverInvitationResponseSchema,
  driverInvitationPathSchema,
} from '@cerca/contracts/driver-invitations';
import type { Db } from '@cerca/db';
import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import { keyExtension, type Storage } from '@cerca/storage';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { answerInvitation } from '../../answer-invitation';
import type { DriverContext } from '../../context';
import { toDriver } from '../../driver-record';
import type { InvitationCaller } from '../../invitation-caller';
import messages from '../../messages.json';
import { findDriverWithZone, lockDriver } from '../../repositories/drivers';
import {
  closeInvitation,
  fillEmptyProfileFields,
  insertInvitedDriver,
  type LockedInvitation,
  setDriverDocument,
} from '../../repositories/invitations';

const BUCKET = 'driver-ids';

/**
 * POST /invitations/:id/accept — the invited person, signed in with the invited address, says yes
 * (issue 21). In one transaction, holding the invitation's row lock so two answers cannot both win:
 * the invitation must be theirs, pending and unexpired; a driver of any city is refused (the zone
 * never changes); the driver row is made in the invitation's city (approved, not available) with
 * the invitation's phone and vehicle; the ID document is copied to the person's own key; their own
 * profile gets the invitation's name and phone only where it has none; the audit entry is written.
 */
export async function acceptInvitationRoute(
  app: FastifyInstance,
  { db, storage }: DriverContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/invitations/:id/accept',
    {
      schema: {
        tags: ['driver invitations'],
        summary: 'Accept a driver invitation addressed to the caller',
        description:
          "404 invitation_not_found ('Invitación no encontrada') unless the invitation is the caller's (see " +
          'GET /invitations); 409 invitation_closed, invitation_expired, driver_other_city (a driver of ' +
          'another city) or already_driver. The ID document is stored as driver-ids/{userId}.{ext}. ' +
          'Audit: driver.invitation.accepted.',
        security: [{ bearerAuth: [] }],
        params: driverInvitationPathSchema,
        response: {
          200: acceptDriverInvitationResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { caller } = await answerInvitation(db, storage, request, (trx, invitation, invitee) =>
        accept(trx, storage, invitee, invitation, request.log),
      );
      const row = await findDriverWithZone(db, caller.userId);
      if (!row) throw errors.notFound('driver_not_found', messages.driverNotFound);
      return { driver: toDriver(row) };
    },
  );
}

async function accept(
  trx: Db,
  storage: Storage,
  caller: InvitationCaller,
  invitation: LockedInvitation,
  log: FastifyBaseLogger,
): Promise<void> {
  const existing = await lockDriver(trx, caller.userId);
  if (existing) {
    throw existing.zone_id === invitation.city_id
      ? errors.conflict('already_driver', messages.invitationAlreadyDriver)
      : errors.conflict('driver_other_city', messages.invitationOtherCity);
  }
  // The row first: of two answers by the same person (two invitations, or a registration of their
  // own) the second waits here for the first to commit, and so never writes their document.
  const inserted = await insertInvitedDriver(trx, caller.userId, {
    zone_id: invitation.city_id,
    phone: invitation.phone,
    vehicle_type: invitation.vehicle_type,
  });
  if (!inserted) throw errors.conflict('invitation_conflict', messages.invitationConflict);
  if (invitation.identification_key) {
    const documentKey = await copyDocument(storage, invitation.identification_key, caller.userId, log);
    if (documentKey) await setDriverDocument(trx, caller.userId, documentKey);
  }
  await fillEmptyProfileFields(trx, caller.userId, {
    full_name: invitation.full_name,
    phone: invitation.phone,
  });
  await closeInvitation(trx, invitation.id, { status: 'accepted', acceptedBy: caller.userId });
  await recordAudit(trx, {
    actor: { id: caller.userId, label: caller.username },
    action: 'driver.invitation.accepted',
    cityId: invitation.city_id,
    target: { type: 'driver', id: caller.userId, label: caller.username },
    details: { invitation_id: invitation.id, email: invitation.email, vehicle_type: invitation.vehicle_type },
  });
}

/**
 * The invitation's ID document copied to the person's own key ({userId}.{ext}), before the commit
 * so a failed copy leaves no driver row behind. Null when the document is gone
 * (the driver then uploads one from their registration page).
 */
async function copyDocument(
  storage: Storage,
  fromKey: string,
  userId: string,
  log: FastifyBaseLogger,
): Promise<string | null> {
  const object = await storage.driver.get(BUCKET, fromKey);
  if (!object) {
    log.warn({ key: fromKey }, 'invitation ID missing');
    return null;
  }
  const key = `${userId}.${keyExtension(fromKey)}`;
  await storage.putObject(BUCKET, key, object.body, object.metadata.contentType);
  return key;
}
