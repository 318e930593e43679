import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth-context';
import { ipRateLimit } from '../../lib/ip-rate-limit';
import { allowedRedirect } from '../../lib/redirects';
import { sessionClient } from '../../lib/start-session';
import { verificationType, verifyAndSignIn } from '../../lib/verification';

const querySchema = z.object({
  token: z.string().optional(),
  type: z.string().optional(),
  redirect_to: z.string().optional(),
});

/**
 * GET /verify — the mailed link: signs in and redirects with the session in the URL fragment,
 * which auth-js reads with detectSessionInUrl and reports as PASSWORD_RECOVERY / SIGNED_IN.
 */
export async function getVerifyRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/verify',
    {
      onRequest: ipRateLimit(app, context.settings.rateLimit, { route: 'verify-link' }),
      schema: {
        tags: ['auth'],
        summary: 'Follow a mailed recovery or confirmation link',
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const { query } = request;
      const redirectTo = allowedRedirect(context, query.redirect_to);
      const type = verificationType(query.type);
      const session = query.token
        ? await verifyAndSignIn(context, type, { linkToken: query.token }, sessionClient(request))
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
}
