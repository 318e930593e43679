import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth-context';
import { gotrue } from '../../lib/gotrue-error';
import { sessionSchema } from '../../lib/gotrue-schemas';
import { ipRateLimit, isRefreshGrant } from '../../lib/ip-rate-limit';
import { passwordGrant } from '../../lib/password-grant';
import { refreshTokenGrant } from '../../lib/refresh-token-grant';
import { sessionClient } from '../../lib/start-session';

const querySchema = z.object({ grant_type: z.string().optional() });
const bodySchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  refresh_token: z.string().optional(),
});

/** POST /token?grant_type=password | refresh_token, answered like GoTrue. */
export async function postTokenRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  const limits = context.settings.rateLimit;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/token',
    {
      onRequest: ipRateLimit(app, limits, {
        route: 'token',
        max: (request) => (isRefreshGrant(request) ? limits.refreshMax : limits.ipMax),
      }),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a password, or exchange a refresh token (rotating)',
        querystring: querySchema,
        body: bodySchema,
        response: { 200: sessionSchema },
      },
    },
    async (request) => {
      switch (request.query.grant_type) {
        case 'password':
          return passwordGrant(context, request.body, sessionClient(request));
        case 'refresh_token':
          return refreshTokenGrant(context, request.body.refresh_token);
        default:
          throw gotrue.validation('unsupported_grant_type');
      }
    },
  );
}
