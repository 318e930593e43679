import { consumeOneTimeToken, type TokenProof } from '@cerca/account-mail';
import type { OneTimeTokenType } from '@cerca/db';
import type { AuthContext } from '../auth-context';
import type { SessionClient } from '../repositories/sessions';
import { findUserById, updateUser } from '../repositories/users';
import type { AccessTokenResponse, AuthMethod } from './access-token';
import { isBanned } from './bans';
import { gotrue } from './gotrue-error';
import { signIn } from './start-session';

export interface VerificationType {
  /** The stored token kind this verification spends. */
  kind: OneTimeTokenType;
  method: AuthMethod;
  /** `type` in the redirect's fragment, which auth-js reports as PASSWORD_RECOVERY / SIGNED_IN. */
  fragmentType: string;
}

/** Verification types GoTrue clients send. */
const VERIFICATION_TYPES: Record<string, VerificationType> = {
  recovery: { kind: 'recovery', method: 'recovery', fragmentType: 'recovery' },
  signup: { kind: 'confirmation', method: 'otp', fragmentType: 'signup' },
  email: { kind: 'confirmation', method: 'otp', fragmentType: 'signup' },
};

export function verificationType(name: string | undefined): VerificationType {
  // Own keys only: "constructor" or "toString" must not reach Object.prototype.
  const type =
    name !== undefined && Object.hasOwn(VERIFICATION_TYPES, name) ? VERIFICATION_TYPES[name] : undefined;
  if (!type) throw gotrue.validation('Unsupported verification type');
  return type;
}

/**
 * Spends the token and signs its owner in. Null when the token is unknown, used, expired or
 * belongs to a banned person: callers answer each in GoTrue's way for their route.
 */
export async function verifyAndSignIn(
  context: AuthContext,
  type: VerificationType,
  proof: TokenProof,
  client: SessionClient,
): Promise<AccessTokenResponse | null> {
  const { db } = context;
  const userId = await consumeOneTimeToken(db, type.kind, proof, context.settings.otpExpiry);
  if (!userId) return null;
  // Following a mailed link (or typing its code) proves the address, for recovery as for sign-up;
  // only this proof lets ADMIN_EMAILS grant admin (effective-role.ts).
  await updateUser(db, userId, { confirmEmail: true, proveEmail: true });
  const record = await findUserById(db, userId);
  if (!record || isBanned(record.user)) return null;
  return signIn(context, record, client, type.method);
}
