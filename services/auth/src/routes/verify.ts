import type { OneTimeTokenType } from '@cerca/db';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { normalizeEmail } from '../email';
import { gotrue } from '../gotrue-errors';
import { consumeOneTimeToken, type TokenProof } from '../one-time-tokens';
import { ipRateLimit } from '../rate-limit';
import { resolveRedirect } from '../redirects';
import { type AuthRuntime, sessionClient } from '../runtime';
import { sessionSchema, verifyBody, verifyQuery } from '../schemas';
import type { SessionClient } from '../sessions';
import { startSession } from '../sessions';
import { type AccessTokenResponse, type AuthMethod, issueAccessToken } from '../tokens';
import { findUserByEmail, findUserById, isBanned } from '../users';

/** Verification types GoTrue clients send, and the stored token kind each one spends. */
const TOKEN_KINDS: Record<string, { kind: OneTimeTokenType; method: AuthMethod; fragmentType: string }> = {
  recovery: { kind: 'recovery', method: 'recovery', fragmentType: 'recovery' },
  signup: { kind: 'confirmation', method: 'otp', fragmentType: 'signup' },
  email: { kind: 'confirmation', method: 'otp', fragmentType: 'signup' },
};

/** The link mailed for recovery and sign-up confirmation. */
export function verifyLink(
  publicUrl: string,
  token: string,
  type: 'recovery' | 'signup',
  redirectTo: string,
): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${publicUrl}/auth/v1/verify?${query.toString()}`;
}

/**
 * GET /verify (the mailed link: signs in and redirects with the session in the URL fragment,
 * which auth-js reads with detectSessionInUrl and reports as PASSWORD_RECOVERY / SIGNED_IN)
 * and POST /verify (token_hash, or the six-digit code with the e-mail: answers the session).
 */
export function registerVerify(app: FastifyInstance, runtime: AuthRuntime): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { settings, config } = runtime;

  r.get(
    '/verify',
    {
      config: ipRateLimit(settings.rateLimit),
      schema: {
        tags: ['auth'],
        summary: 'Follow a mailed recovery or confirmation link',
        querystring: verifyQuery,
      },
    },
    async (request, reply) => {
      const redirectTo = resolveRedirect(request.query.redirect_to, {
        siteUrl: settings.siteUrl,
        publicUrl: config.publicUrl,
        allowList: settings.redirectAllowList,
      });
      const type = TOKEN_KINDS[request.query.type ?? ''];
      if (!type) throw gotrue.validation('Unsupported verification type');
      const session = request.query.token
        ? await verifyAndSignIn(runtime, type, { linkToken: request.query.token }, sessionClient(request))
        : null;
      if (!session) {
        const error = new URLSearchParams({
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        });
        return reply.redirect(`${redirectTo}#${error.toString()}`, 303);
      }
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type: type.fragmentType,
      });
      return reply.redirect(`${redirectTo}#${fragment.toString()}`, 303);
    },
  );

  r.post(
    '/verify',
    {
      config: ipRateLimit(settings.rateLimit),
      schema: {
        tags: ['auth'],
        summary: 'Verify a recovery or confirmation token (token_hash, or token with email)',
        body: verifyBody,
        response: { 200: sessionSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const type = TOKEN_KINDS[body.type ?? ''];
      if (!type) throw gotrue.validation('Unsupported verification type');
      let proof: TokenProof;
      if (body.token_hash) {
        proof = { linkToken: body.token_hash };
      } else if (body.token && body.email) {
        const email = normalizeEmail(body.email);
        // Six digits are guessable: each address gets the same budget as sign-in attempts.
        await runtime.limitEmail('verify', email);
        const record = await findUserByEmail(runtime.db, email);
        if (!record) throw gotrue.otpExpired();
        proof = { userId: record.user.id, code: body.token.trim() };
      } else {
        throw gotrue.validation('Verify requires either a token or a token hash');
      }
      const session = await verifyAndSignIn(runtime, type, proof, sessionClient(request));
      if (!session) throw gotrue.otpExpired();
      return session;
    },
  );
}

async function verifyAndSignIn(
  runtime: AuthRuntime,
  type: (typeof TOKEN_KINDS)[string] & {},
  proof: TokenProof,
  client: SessionClient,
): Promise<AccessTokenResponse | null> {
  const userId = await consumeOneTimeToken(runtime.db, type.kind, proof, runtime.settings.otpExpiry);
  if (!userId) return null;
  // Following a mailed link proves the address, for recovery as for sign-up.
  await runtime.db
    .updateTable('auth.users')
    .set({ email_confirmed_at: sql`coalesce(email_confirmed_at, now())`, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
  const before = await findUserById(runtime.db, userId);
  if (!before || isBanned(before.user)) return null;
  const session = await startSession(runtime.db, userId, client);
  before.user.last_sign_in_at = session.createdAt;
  return issueAccessToken(runtime.tokens, {
    record: before,
    sessionId: session.sessionId,
    sessionCreatedAt: session.createdAt,
    refreshToken: session.refreshToken,
    method: type.method,
  });
}
