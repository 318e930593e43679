import type { Db } from '@cerca/db';
import { errors } from '@cerca/service-kit';
import messages from './messages.json';
import { findParty, type Party } from './repositories/messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The other person's id as the database has it, checked without asking it: 404 for a malformed
 * id, 400 for the caller themself.
 */
export function checkedOtherId(callerId: string, otherId: string): string {
  if (!UUID.test(otherId)) throw errors.notFound('user_not_found', messages.conversationNotFound);
  if (otherId.toLowerCase() === callerId) {
    throw errors.badRequest('cannot_message_yourself', messages.cannotMessageYourself);
  }
  return otherId.toLowerCase();
}

/**
 * The caller and the other person of a conversation: 404 for someone who does not exist (or a
 * malformed id), 400 for the caller themself.
 */
export async function loadParties(
  db: Db,
  callerId: string,
  otherId: string,
): Promise<{ me: Party; other: Party }> {
  checkedOtherId(callerId, otherId);
  const [me, other] = await Promise.all([findParty(db, callerId), findParty(db, otherId)]);
  if (!me) throw errors.notFound('profile_not_found', messages.profileNotFound);
  if (!other) throw errors.notFound('user_not_found', messages.conversationNotFound);
  return { me, other };
}

/** A message id given as a cursor: anything but a UUID is refused. */
export function messageCursor(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!UUID.test(raw)) throw errors.badRequest('invalid_cursor', messages.invalidMessagesCursor);
  return raw;
}
