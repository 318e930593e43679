import { type Db, isUniqueViolation } from '@cerca/db';
import { AppError, errors } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import type { FastifyRequest } from 'fastify';
import { isUuid } from './delivery-cursor';
import {
  assertAnswerable,
  type InvitationCaller,
  invitationNotFound,
  loadInvitationCaller,
  mayAnswer,
} from './invitation-caller';
import messages from './messages.json';
import { type LockedInvitation, lockInvitation } from './repositories/invitations';

/**
 * How the invited person answers an invitation, yes or no (issue 21). In one transaction, holding
 * the invitation's row lock so two answers cannot both win, `answer` runs only on an invitation
 * that is the caller's, pending and unexpired; any other reads as not found or closed. After the
 * commit the invitation's ID document is removed (an accepted one was copied to the person's own
 * key first). Answers who answered, and the invitation as it was locked.
 */
export async function answerInvitation(
  db: Db,
  storage: Storage,
  request: FastifyRequest & { params: { id: string } },
  answer: (trx: Db, invitation: LockedInvitation, caller: InvitationCaller) => Promise<void>,
): Promise<{ caller: InvitationCaller; invitation: LockedInvitation }> {
  const id = request.params.id.toLowerCase();
  if (!isUuid(id)) throw invitationNotFound();
  const caller = await loadInvitationCaller(db, request);
  const invitation = await db
    .transaction()
    .execute(async (trx) => {
      const locked = await lockInvitation(trx, id);
      if (!locked || !mayAnswer(caller, locked)) throw invitationNotFound();
      assertAnswerable(locked);
      await answer(trx, locked, caller);
      return locked;
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      if (isUniqueViolation(error)) {
        throw errors.conflict('invitation_conflict', messages.invitationConflict);
      }
      throw error;
    });
  const key = invitation.identification_key;
  if (key) {
    await storage
      .removeObject('driver-ids', key)
      .catch((error: unknown) => request.log.warn({ err: error, key }, 'invitation ID left behind'));
  }
  return { caller, invitation };
}
