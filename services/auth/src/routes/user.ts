import type { JsonObject } from '@cerca/db';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { authenticate } from '../bearer';
import { GoTrueError, gotrue } from '../gotrue-errors';
import { assertStrongPassword, hashPassword, verifyPassword } from '../passwords';
import type { AuthRuntime } from '../runtime';
import { logoutQuery, updateUserBody, userSchema } from '../schemas';
import { endSessions, type LogoutScope } from '../sessions';
import { toGoTrueUser } from '../user-json';
import { findUserById } from '../users';

/** Keys of user_metadata people cannot change themselves (the account type is chosen at sign-up). */
const PROTECTED_METADATA = ['user_type'];
const MAX_METADATA_BYTES = 8 * 1024;

/** GET and PUT /user, POST /logout: the signed-in person's own account. */
export function registerUser(app: FastifyInstance, runtime: AuthRuntime): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { adminEmails } = runtime.config;

  r.get(
    '/user',
    { schema: { tags: ['user'], summary: 'The signed-in user', response: { 200: userSchema } } },
    async (request) => toGoTrueUser((await authenticate(runtime, request)).record, adminEmails),
  );

  r.put(
    '/user',
    {
      schema: {
        tags: ['user'],
        summary: 'Change password or user_metadata (the e-mail cannot be changed)',
        body: updateUserBody,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const { record, sessionId } = await authenticate(runtime, request);
      const { body } = request;
      if (body.email !== undefined && body.email.trim().toLowerCase() !== record.user.email.toLowerCase()) {
        throw new GoTrueError(422, 'email_change_not_allowed', 'Email address cannot be changed');
      }
      if (body.phone) throw new GoTrueError(422, 'phone_provider_disabled', 'Phone changes are disabled');

      let passwordHash: string | null = null;
      if (body.password !== undefined) {
        assertStrongPassword(body.password, runtime.settings.passwordMinLength);
        if (await verifyPassword(body.password, record.user.encrypted_password)) {
          throw new GoTrueError(
            422,
            'same_password',
            'New password should be different from the old password.',
          );
        }
        passwordHash = await hashPassword(body.password);
      }
      const metadata = body.data ? mergeMetadata(record.user.raw_user_meta_data, body.data) : null;
      if (metadata && JSON.stringify(metadata).length > MAX_METADATA_BYTES) {
        throw new GoTrueError(422, 'validation_failed', 'User metadata is too large');
      }

      await runtime.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('auth.users')
          .set({
            updated_at: sql`now()`,
            ...(passwordHash ? { encrypted_password: passwordHash } : {}),
            ...(metadata ? { raw_user_meta_data: metadata } : {}),
          })
          .where('id', '=', record.user.id)
          .execute();
        // A new password signs out every other device, as a stolen session should not survive it.
        if (passwordHash) await endSessions(trx, record.user.id, sessionId, sessionId ? 'others' : 'global');
      });
      const updated = await findUserById(runtime.db, record.user.id);
      if (!updated) throw gotrue.userNotFound();
      return toGoTrueUser(updated, adminEmails);
    },
  );

  r.post(
    '/logout',
    {
      schema: {
        tags: ['user'],
        summary: 'Sign out: scope global (default, every device), local (this session) or others',
        querystring: logoutQuery,
      },
    },
    async (request, reply) => {
      const scope = request.query.scope ?? 'global';
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
        throw gotrue.validation(`Unsupported logout scope "${scope}"`);
      }
      const { record, sessionId } = await authenticate(runtime, request);
      await endSessions(runtime.db, record.user.id, sessionId, scope as LogoutScope);
      return reply.status(204).send();
    },
  );
}

/** GoTrue's rule: given keys replace, null removes; protected keys keep their stored value. */
function mergeMetadata(current: JsonObject, changes: Record<string, unknown>): JsonObject {
  const merged: JsonObject = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (PROTECTED_METADATA.includes(key)) continue;
    if (value === null) delete merged[key];
    else merged[key] = value as JsonObject[string];
  }
  return merged;
}
