import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth-context';
import { adminUserBody, adminUserParams } from '../../lib/admin-user-schemas';
import { findExistingUser } from '../../lib/existing-user';
import { userSchema } from '../../lib/gotrue-schemas';
import { toGoTrueUser } from '../../lib/gotrue-user';
import { updateUserAsAdmin } from '../../lib/update-user-as-admin';

/** PUT /admin/users/:id — e-mail, password, confirmation, metadata, role and ban of one account. */
export async function updateAdminUserRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  const { db, config } = context;
  app.withTypeProvider<ZodTypeProvider>().put(
    '/admin/users/:id',
    {
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['admin'],
        summary: 'Update a user: e-mail, password, confirmation, metadata, role, ban',
        params: adminUserParams,
        body: adminUserBody,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const record = await findExistingUser(db, request.params.id);
      await updateUserAsAdmin(context, record, request.body);
      return toGoTrueUser(await findExistingUser(db, record.user.id), config.adminEmails);
    },
  );
}
