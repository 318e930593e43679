import { createHash } from 'node:crypto';

/**
 * A driver invitation's mail carries a random secret in its link; the row keeps only its SHA-256
 * (driver_invitations.token_hash), so a database reader cannot answer for the invited person. The
 * jobs service makes the secret with the mail, the driver service checks it when the person answers.
 */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
