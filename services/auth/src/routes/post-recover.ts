import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth-context';
import { normalizeEmail } from '../lib/email-address';
import { GoTrueError } from '../lib/gotrue-error';
import { redirectQuery } from '../lib/gotrue-schemas';
import { ipRateLimit } from '../lib/ip-rate-limit';
import { sendRecoveryMail } from '../lib/recovery-mail';
import { allowedRedirect } from '../lib/redirects';
import { findUserByEmail } from '../repositories/users';

const bodySchema = z.object({ email: z.string().optional() });

/**
 * POST /recover — queues a Spanish recovery mail (link + six-digit code). Unknown addresses get
 * the same empty 200, so the endpoint does not tell who has an account.
 */
export async function postRecoverRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/recover',
    {
      config: ipRateLimit(context.settings.rateLimit),
      schema: {
        tags: ['auth'],
        summary: 'Send a password recovery mail',
        querystring: redirectQuery,
        body: bodySchema,
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      await context.limitEmail('recover', email);
      const record = await findUserByEmail(context.db, email);
      if (!record) return {};
      try {
        await sendRecoveryMail(context, record, allowedRedirect(context, request.query.redirect_to));
      } catch (error) {
        // A repeat within the mail interval sends nothing, but answers like an unknown address
        // would: a 429 here only for accounts that exist would tell who has one.
        if (!(error instanceof GoTrueError && error.errorCode === 'over_email_send_rate_limit')) throw error;
      }
      return {};
    },
  );
}
