import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { normalizeEmail } from '../email';
import { queueActionMail } from '../mail';
import { issueOneTimeToken } from '../one-time-tokens';
import { ipRateLimit } from '../rate-limit';
import { resolveRedirect } from '../redirects';
import type { AuthRuntime } from '../runtime';
import { recoverBody, redirectQuery } from '../schemas';
import { findUserByEmail } from '../users';
import { verifyLink } from './verify';

/**
 * POST /recover: queues a Spanish recovery mail (link + six-digit code). Unknown addresses get
 * the same empty 200, so the endpoint does not tell who has an account.
 */
export function registerRecover(app: FastifyInstance, runtime: AuthRuntime): void {
  const { settings, config } = runtime;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/recover',
    {
      config: ipRateLimit(settings.rateLimit),
      schema: {
        tags: ['auth'],
        summary: 'Send a password recovery mail',
        querystring: redirectQuery,
        body: recoverBody,
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      await runtime.limitEmail('recover', email);
      const record = await findUserByEmail(runtime.db, email);
      if (!record) return {};
      const redirectTo = resolveRedirect(request.query.redirect_to, {
        siteUrl: settings.siteUrl,
        publicUrl: config.publicUrl,
        allowList: settings.redirectAllowList,
      });
      await runtime.db.transaction().execute(async (trx) => {
        const issued = await issueOneTimeToken(trx, record.user.id, 'recovery', settings.mailInterval);
        await queueActionMail(trx, {
          kind: 'recovery',
          to: record.user.email,
          name: record.profile?.full_name || record.profile?.username || record.user.email,
          link: verifyLink(config.publicUrl, issued.linkToken, 'recovery', redirectTo),
          code: issued.code,
          expiryMinutes: Math.round(settings.otpExpiry / 60),
        });
      });
      return {};
    },
  );
}
