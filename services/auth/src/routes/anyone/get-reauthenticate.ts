import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth-context';
import { authenticate } from '../../lib/authenticate';
import { ipRateLimit } from '../../lib/ip-rate-limit';
import { sendReauthenticationCode } from '../../lib/reauthentication';

/**
 * GET /reauthenticate — mails the signed-in person a code that authorises a password change
 * (auth-js: `reauthenticate()`, then `updateUser({ password, nonce })`).
 */
export async function getReauthenticateRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/reauthenticate',
    {
      onRequest: ipRateLimit(app, context.settings.rateLimit, { route: 'reauthenticate' }),
      schema: {
        tags: ['user'],
        summary: 'Mail a code that lets this session change the password',
      },
    },
    async (request) => {
      const caller = await authenticate(context, request);
      await context.limitEmail('reauthenticate', caller.record.user.email);
      await sendReauthenticationCode(context, caller);
      return {};
    },
  );
}
