import { INVITATION_TOKEN_HEADER } from '@cerca/contracts/driver-invitations';
import { type Db, provenEmail } from '@cerca/db';
import { hashInvitationToken } from '@cerca/deliveries';
import { errors } from '@cerca/service-kit';
import type { FastifyRequest } from 'fastify';
import messages from './messages.json';
import { findAccountAddress } from './repositories/invitations';

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** Who answers an invitation: the account's address and how it is known to be theirs. */
export interface InvitationCaller {
  userId: string;
  username: string;
  /** The account's e-mail, lower-case. */
  email: string;
  /** The address was proven by a mailed token (auth's proven_email). */
  proven: boolean;
  /** The hash of the invitation mail's secret the request carries, if any. */
  tokenHash: string | null;
}

/**
 * The signed-in caller as an invitee. An invitation is theirs when it is addressed to their
 * account's e-mail AND they show that they read that mailbox: the address is proven, or the
 * request carries the secret of the invitation's own mail (sign-up does not always confirm
 * addresses, so someone could hold an account with another person's unconfirmed address).
 */
export async function loadInvitationCaller(db: Db, request: FastifyRequest): Promise<InvitationCaller> {
  const userId = request.user!.id.toLowerCase();
  const account = await findAccountAddress(db, userId);
  if (!account) throw errors.unauthorized();
  const header = request.headers[INVITATION_TOKEN_HEADER];
  const token = typeof header === 'string' && TOKEN.test(header) ? header : null;
  const email = account.email.trim().toLowerCase();
  return {
    userId,
    username: account.username,
    email,
    proven: provenEmail(account) === email,
    tokenHash: token ? hashInvitationToken(token) : null,
  };
}

/** Whether the invitation is the caller's to answer (see loadInvitationCaller). */
export function mayAnswer(
  caller: InvitationCaller,
  invitation: { email: string; token_hash: string | null },
): boolean {
  if (invitation.email !== caller.email) return false;
  return caller.proven || (caller.tokenHash !== null && invitation.token_hash === caller.tokenHash);
}

/** An invitation that is not the caller's reads like one that does not exist. */
export const invitationNotFound = () => errors.notFound('invitation_not_found', messages.invitationNotFound);

/** Only a pending, unexpired invitation can be answered. */
export function assertAnswerable(invitation: { status: string; expired: boolean }): void {
  if (invitation.status !== 'pending') {
    throw errors.conflict('invitation_closed', messages.invitationClosed);
  }
  if (invitation.expired) throw errors.conflict('invitation_expired', messages.invitationExpired);
}
