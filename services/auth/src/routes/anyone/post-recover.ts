import { recordEvent } from '@cerca/queues';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth-context';
import { normalizeEmail } from '../../lib/email-address';
import { redirectQuery } from '../../lib/gotrue-schemas';
import { ipRateLimit } from '../../lib/ip-rate-limit';
import { allowedRedirect } from '../../lib/redirects';

const bodySchema = z.object({ email: z.string().optional() });

/**
 * POST /recover — queues a Spanish recovery mail (link + six-digit code). Every valid address gets
 * the same empty 200 after the same work (limit, one outbox row): the jobs service looks the
 * account up and writes the mail later (@cerca/account-mail's queueRecoveryMail), so neither the
 * answer nor its time tells who has an account.
 */
export async function postRecoverRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/recover',
    {
      onRequest: ipRateLimit(app, context.settings.rateLimit, { route: 'recover' }),
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
      // An outbox event (issue 22): the jobs service's relay queues it and its worker writes the
      // mail, even if Redis is away at this moment. One insert, the same for every address.
      await recordEvent(context.db, 'auth.mail', {
        email,
        redirectTo: allowedRedirect(context, request.query.redirect_to),
      });
      return {};
    },
  );
}
