import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth-context';
import { authenticate } from '../../lib/authenticate';
import { userSchema } from '../../lib/gotrue-schemas';
import { toGoTrueUser } from '../../lib/gotrue-user';

/** GET /user — the signed-in person's own account. */
export async function getUserRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/user',
      { schema: { tags: ['user'], summary: 'The signed-in user', response: { 200: userSchema } } },
      async (request) =>
        toGoTrueUser((await authenticate(context, request)).record, context.config.adminEmails),
    );
}
