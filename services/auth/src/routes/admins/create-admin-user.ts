import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth-context';
import { adminUserBody } from '../../lib/admin-user-schemas';
import { createUserAsAdmin } from '../../lib/create-user-as-admin';
import { userSchema } from '../../lib/gotrue-schemas';
import { toGoTrueUser } from '../../lib/gotrue-user';

/**
 * POST /admin/users — creates an account and its profile; app_metadata.role / managed_city_id
 * and user_metadata.user_type write the profile's columns.
 */
export async function createAdminUserRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/users',
    {
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['admin'],
        summary: 'Create a user (and profile)',
        body: adminUserBody,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const record = await createUserAsAdmin(context.db, request.body, context.settings.passwordMinLength);
      return toGoTrueUser(record, context.config.adminEmails);
    },
  );
}
