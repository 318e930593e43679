import type { TokenProof } from '@cerca/account-mail';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth-context';
import { normalizeEmail } from '../../lib/email-address';
import { gotrue } from '../../lib/gotrue-error';
import { sessionSchema } from '../../lib/gotrue-schemas';
import { ipRateLimit } from '../../lib/ip-rate-limit';
import { sessionClient } from '../../lib/start-session';
import { verificationType, verifyAndSignIn } from '../../lib/verification';
import { findUserByEmail } from '../../repositories/users';

const bodySchema = z.object({
  type: z.string().optional(),
  token_hash: z.string().optional(),
  token: z.string().optional(),
  email: z.string().optional(),
});

/** POST /verify — token_hash, or the six-digit code with the e-mail; answers the session. */
export async function postVerifyRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/verify',
    {
      onRequest: ipRateLimit(app, context.settings.rateLimit, { route: 'verify' }),
      schema: {
        tags: ['auth'],
        summary: 'Verify a recovery or confirmation token (token_hash, or token with email)',
        body: bodySchema,
        response: { 200: sessionSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const type = verificationType(body.type);
      let proof: TokenProof;
      if (body.token_hash) {
        proof = { linkToken: body.token_hash };
      } else if (body.token && body.email) {
        const email = normalizeEmail(body.email);
        // Six digits are guessable: each address gets the same budget as sign-in attempts.
        await context.limitEmail('verify', email);
        const record = await findUserByEmail(context.db, email);
        if (!record) throw gotrue.otpExpired();
        proof = { userId: record.user.id, code: body.token.trim() };
      } else {
        throw gotrue.validation('Verify requires either a token or a token hash');
      }
      const session = await verifyAndSignIn(context, type, proof, sessionClient(request));
      if (!session) throw gotrue.otpExpired();
      return session;
    },
  );
}
