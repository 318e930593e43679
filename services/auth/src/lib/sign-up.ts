import { issueOneTimeToken, queueActionMail, verifyLink } from '@cerca/account-mail';
import type { JsonObject, UserType } from '@cerca/db';
import type { QueuedMail } from '@cerca/service-kit';
import type { AuthContext } from '../auth-context';
import type { SessionClient } from '../repositories/sessions';
import type { UserWithProfile } from '../repositories/users';
import type { AccessTokenResponse } from './access-token';
import { createUserWithProfile, DuplicateEmailError } from './create-account';
import { gotrue } from './gotrue-error';
import { type GoTrueUser, toGoTrueUser } from './gotrue-user';
import { hashPassword } from './passwords';
import { answerForSession, type NewSession, startSession } from './start-session';

export interface SignUpInput {
  email: string;
  password: string;
  userType: UserType;
  data: JsonObject;
  redirectTo: string;
  client: SessionClient;
}

/**
 * Creates the account. With confirmation off it answers a session started in the same
 * transaction; with it on, the user alone, and the confirmation mail is queued in that transaction.
 */
export async function signUp(
  context: AuthContext,
  input: SignUpInput,
): Promise<AccessTokenResponse | GoTrueUser> {
  const { settings, config } = context;
  const passwordHash = await hashPassword(input.password);
  const confirmNow = !settings.requireEmailConfirmation;
  let session: NewSession | null = null;
  let mail: QueuedMail | null = null;
  let record: UserWithProfile;
  try {
    record = await createUserWithProfile(
      context.db,
      {
        email: input.email,
        passwordHash,
        userType: input.userType,
        userMetadata: input.data,
        confirmed: confirmNow,
      },
      async (trx, created) => {
        if (confirmNow) {
          session = await startSession(trx, created.user.id, input.client);
          return;
        }
        const issued = await issueOneTimeToken(trx, created.user.id, 'confirmation', 0);
        mail = await queueActionMail(trx, {
          kind: 'confirmation',
          to: input.email,
          name: created.profile?.username ?? input.email,
          link: verifyLink(config.publicUrl, issued.linkToken, 'signup', input.redirectTo),
          code: issued.code,
          expiryMinutes: Math.round(settings.otpExpiry / 60),
        });
      },
    );
  } catch (error) {
    if (error instanceof DuplicateEmailError) throw gotrue.userAlreadyExists();
    throw error;
  }
  // TypeScript cannot see the callback's assignments, so it narrows both to null here.
  const started = session as NewSession | null;
  const queued = mail as QueuedMail | null;
  if (queued) await context.mailDrop?.(queued);
  if (!started) return toGoTrueUser(record, config.adminEmails);
  return answerForSession(context, record, started, 'password');
}
