import { isForeignKeyViolation } from '@cerca/db';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth-context';
import { adminUserParams } from '../../lib/admin-user-schemas';
import { endSessions } from '../../lib/end-sessions';
import { findExistingUser } from '../../lib/existing-user';
import { gotrue } from '../../lib/gotrue-error';
import { deleteUser, lockUser } from '../../repositories/users';

/** DELETE /admin/users/:id — the account goes with its profile and sessions. */
export async function deleteAdminUserRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/admin/users/:id',
    {
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['admin'],
        summary: 'Delete a user (profile and sessions go with it)',
        params: adminUserParams,
      },
    },
    async (request) => {
      const record = await findExistingUser(context.db, request.params.id);
      try {
        // The sessions are ended by name (the cascade would drop them unnamed), under a lock
        // so that no sign-in slips a session in between.
        await context.db.transaction().execute(async (trx) => {
          await lockUser(trx, record.user.id);
          await endSessions(trx, context, record.user.id, null, 'global');
          await deleteUser(trx, record.user.id);
        });
      } catch (error) {
        // Rows that reference the person without ON DELETE CASCADE keep them.
        if (isForeignKeyViolation(error)) throw gotrue.userHasDependents();
        throw error;
      }
      return {};
    },
  );
}
