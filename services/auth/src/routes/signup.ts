import { type JsonObject, USER_TYPES, type UserType } from '@cerca/db';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { normalizeEmail } from '../email';
import { GoTrueError, gotrue } from '../gotrue-errors';
import { queueActionMail } from '../mail';
import { issueOneTimeToken } from '../one-time-tokens';
import { assertStrongPassword, hashPassword } from '../passwords';
import { ipRateLimit } from '../rate-limit';
import { resolveRedirect } from '../redirects';
import { type AuthRuntime, sessionClient } from '../runtime';
import { redirectQuery, sessionSchema, signupBody, userSchema } from '../schemas';
import { type NewSession, startSession } from '../sessions';
import { issueAccessToken } from '../tokens';
import { toGoTrueUser } from '../user-json';
import { createUserWithProfile, DuplicateEmailError } from '../users';
import { verifyLink } from './verify';

const MAX_METADATA_BYTES = 8 * 1024;

/** POST /signup: the auth user and its profile in one transaction; a session unless e-mails must be confirmed. */
export function registerSignup(app: FastifyInstance, runtime: AuthRuntime): void {
  const { settings, config } = runtime;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/signup',
    {
      config: ipRateLimit(settings.rateLimit),
      schema: {
        tags: ['auth'],
        summary: 'Sign up with e-mail and password (data.user_type: user | business)',
        querystring: redirectQuery,
        body: signupBody,
        response: { 200: z.union([sessionSchema, userSchema]) },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.phone && !body.email)
        throw new GoTrueError(422, 'phone_provider_disabled', 'Phone signups are disabled');
      const email = normalizeEmail(body.email);
      if (!body.password) throw new GoTrueError(422, 'validation_failed', 'Signup requires a valid password');
      assertStrongPassword(body.password, settings.passwordMinLength);
      const data = (body.data ?? {}) as JsonObject;
      const userType = data.user_type ?? 'user';
      if (typeof userType !== 'string' || !(USER_TYPES as readonly string[]).includes(userType)) {
        throw new GoTrueError(422, 'validation_failed', "user_type must be 'user' or 'business'");
      }
      if (JSON.stringify(data).length > MAX_METADATA_BYTES) {
        throw new GoTrueError(422, 'validation_failed', 'User metadata is too large');
      }
      await runtime.limitEmail('signup', email);

      const passwordHash = await hashPassword(body.password);
      const confirmNow = !settings.requireEmailConfirmation;
      const redirectTo = resolveRedirect(request.query.redirect_to, {
        siteUrl: settings.siteUrl,
        publicUrl: config.publicUrl,
        allowList: settings.redirectAllowList,
      });
      let session: NewSession | null = null;
      let record: Awaited<ReturnType<typeof createUserWithProfile>>;
      try {
        record = await createUserWithProfile(
          runtime.db,
          { email, passwordHash, userType: userType as UserType, userMetadata: data, confirmed: confirmNow },
          async (trx, created) => {
            if (confirmNow) {
              session = await startSession(trx, created.user.id, sessionClient(request));
              return;
            }
            const issued = await issueOneTimeToken(trx, created.user.id, 'confirmation', 0);
            await queueActionMail(trx, {
              kind: 'confirmation',
              to: email,
              name: created.profile?.username ?? email,
              link: verifyLink(config.publicUrl, issued.linkToken, 'signup', redirectTo),
              code: issued.code,
              expiryMinutes: Math.round(settings.otpExpiry / 60),
            });
          },
        );
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw gotrue.userAlreadyExists();
        throw error;
      }
      const started = session as NewSession | null;
      if (!started) return toGoTrueUser(record, config.adminEmails);
      record.user.last_sign_in_at = started.createdAt;
      return issueAccessToken(runtime.tokens, {
        record,
        sessionId: started.sessionId,
        sessionCreatedAt: started.createdAt,
        refreshToken: started.refreshToken,
        method: 'password',
      });
    },
  );
}
