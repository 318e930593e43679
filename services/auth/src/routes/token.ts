import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { GoTrueError, gotrue } from '../gotrue-errors';
import { verifyPassword } from '../passwords';
import { grantType, ipRateLimit } from '../rate-limit';
import { type AuthRuntime, sessionClient } from '../runtime';
import { sessionSchema, tokenBody, tokenQuery } from '../schemas';
import { rotateRefreshToken, startSession } from '../sessions';
import { issueAccessToken } from '../tokens';
import { findUserByEmail, findUserById, isBanned } from '../users';

/** POST /token?grant_type=password | refresh_token, answered like GoTrue. */
export function registerToken(app: FastifyInstance, runtime: AuthRuntime): void {
  const limits = runtime.settings.rateLimit;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/token',
    {
      config: ipRateLimit(limits, (request) =>
        grantType(request) === 'refresh_token' ? limits.refreshMax : limits.ipMax,
      ),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a password, or exchange a refresh token (rotating)',
        querystring: tokenQuery,
        body: tokenBody,
        response: { 200: sessionSchema },
      },
    },
    async (request) => {
      const { body } = request;
      switch (request.query.grant_type) {
        case 'password':
          return passwordGrant(runtime, body, sessionClient(request));
        case 'refresh_token':
          return refreshGrant(runtime, body.refresh_token);
        default:
          throw gotrue.validation('unsupported_grant_type');
      }
    },
  );
}

async function passwordGrant(
  runtime: AuthRuntime,
  body: { email?: string; phone?: string; password?: string },
  client: ReturnType<typeof sessionClient>,
) {
  if (body.email && body.phone) {
    throw gotrue.validation('Only an email address or phone number should be provided on login.');
  }
  if (!body.email) {
    if (body.phone) throw new GoTrueError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    throw gotrue.validation('missing email or phone');
  }
  const email = body.email.trim().toLowerCase();
  await runtime.limitEmail('signin', email);
  const record = await findUserByEmail(runtime.db, email);
  // Always one argon2 verification, so unknown e-mails answer as slowly as wrong passwords.
  const valid = await verifyPassword(body.password ?? '', record?.user.encrypted_password);
  if (!record || !valid) throw gotrue.invalidCredentials();
  if (isBanned(record.user)) throw gotrue.userBanned();
  if (!record.user.email_confirmed_at) throw gotrue.emailNotConfirmed();
  const session = await startSession(runtime.db, record.user.id, client);
  record.user.last_sign_in_at = session.createdAt;
  return issueAccessToken(runtime.tokens, {
    record,
    sessionId: session.sessionId,
    sessionCreatedAt: session.createdAt,
    refreshToken: session.refreshToken,
    method: 'password',
  });
}

async function refreshGrant(runtime: AuthRuntime, presented: string | undefined) {
  if (!presented) throw gotrue.validation('refresh_token required');
  const result = await rotateRefreshToken(runtime.db, presented);
  if (result.kind === 'not_found') throw gotrue.refreshTokenNotFound();
  if (result.kind === 'reused') throw gotrue.refreshTokenAlreadyUsed();
  if (isBanned(result.user)) throw gotrue.userBanned('Invalid Refresh Token: User Banned');
  const record = await findUserById(runtime.db, result.user.id);
  if (!record) throw gotrue.refreshTokenNotFound();
  return issueAccessToken(runtime.tokens, {
    record,
    sessionId: result.sessionId,
    sessionCreatedAt: result.sessionCreatedAt,
    refreshToken: result.refreshToken,
    method: 'password',
  });
}
