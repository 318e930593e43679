import type { Db } from '@cerca/db';
import { type AuthUser, errors } from '@cerca/service-kit';
import type { FastifyRequest } from 'fastify';
import messages from './messages.json';

/**
 * Admin is read from the database and configuration (profile role 'admin' or an e-mail in
 * ADMIN_EMAILS), not from the token's claims, so revoking an admin takes effect at once.
 */
export async function isAdmin(db: Db, user: AuthUser, adminEmails: string[]): Promise<boolean> {
  const profile = await db
    .selectFrom('profiles')
    .select(['role', 'email'])
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (!profile) return false;
  if (profile.role === 'admin') return true;
  const emails = [profile.email, user.email].filter((email): email is string => Boolean(email));
  return emails.some((email) => adminEmails.includes(email.trim().toLowerCase()));
}

/** onRequest hook for the whole admin service: visitors 401, everyone but admins 403. */
export function requireAdmin(db: Db, adminEmails: string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw errors.unauthorized();
    if (!(await isAdmin(db, request.user, adminEmails))) throw errors.forbidden(messages.noPermission);
  };
}
