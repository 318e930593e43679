import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth-context';
import { adminUserParams } from '../../lib/admin-user-schemas';
import { findExistingUser } from '../../lib/existing-user';
import { userSchema } from '../../lib/gotrue-schemas';
import { toGoTrueUser } from '../../lib/gotrue-user';

/** GET /admin/users/:id — one account. */
export async function getAdminUserRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/users/:id',
    {
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['admin'],
        summary: 'One user',
        params: adminUserParams,
        response: { 200: userSchema },
      },
    },
    async (request) =>
      toGoTrueUser(await findExistingUser(context.db, request.params.id), context.config.adminEmails),
  );
}
