import type { JsonObject } from '@cerca/db';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth-context';
import { normalizeEmail } from '../../lib/email-address';
import { gotrue } from '../../lib/gotrue-error';
import { metadataSchema, redirectQuery, sessionSchema, userSchema } from '../../lib/gotrue-schemas';
import { ipRateLimit } from '../../lib/ip-rate-limit';
import { MAX_METADATA_BYTES } from '../../lib/metadata';
import { assertStrongPassword } from '../../lib/passwords';
import { allowedRedirect } from '../../lib/redirects';
import { signUp } from '../../lib/sign-up';
import { sessionClient } from '../../lib/start-session';
import { parseUserType } from '../../lib/user-type';

const bodySchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  data: metadataSchema.optional(),
});

/** POST /signup — the auth user and its profile in one transaction; a session unless e-mails must be confirmed. */
export async function postSignupRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  const { settings } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/signup',
    {
      onRequest: ipRateLimit(app, settings.rateLimit, { route: 'signup' }),
      schema: {
        tags: ['auth'],
        summary: 'Sign up with e-mail and password (data.user_type: user | business)',
        querystring: redirectQuery,
        body: bodySchema,
        response: { 200: z.union([sessionSchema, userSchema]) },
      },
    },
    async (request) => {
      const { body } = request;
      if (body.phone && !body.email) throw gotrue.phoneDisabled('Phone signups are disabled');
      const email = normalizeEmail(body.email);
      if (!body.password) throw gotrue.unprocessable('Signup requires a valid password');
      assertStrongPassword(body.password, settings.passwordMinLength);
      const data = (body.data ?? {}) as JsonObject;
      const userType = parseUserType(data.user_type) ?? 'user';
      if (JSON.stringify(data).length > MAX_METADATA_BYTES)
        throw gotrue.unprocessable('User metadata is too large');
      await context.limitEmail('signup', email);
      return signUp(context, {
        email,
        password: body.password,
        userType,
        data,
        redirectTo: allowedRedirect(context, request.query.redirect_to),
        client: sessionClient(request),
      });
    },
  );
}
