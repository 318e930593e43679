import type { Db } from '@cerca/db';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './auth';
import type { ServiceContext } from './define-service';
import { errors } from './errors';

/**
 * Who the caller is beyond "signed in", read from the database and configuration rather than
 * the token's claims, so removing an admin or a partner takes effect at once and a stale token
 * grants nothing. These are the only copies of these checks: services call them, never rewrite
 * them.
 */
export interface CallerStanding {
  isAdmin: boolean;
  /** The city a city partner runs; null for everyone else. */
  managedCityId: string | null;
}

const NOBODY: CallerStanding = { isAdmin: false, managedCityId: null };

/** Admin when the profile says so or the e-mail is listed in ADMIN_EMAILS (configuration). */
export function isAdminProfile(
  profile: { role: string; email: string | null },
  tokenEmail: string | null,
  adminEmails: readonly string[],
): boolean {
  if (profile.role === 'admin') return true;
  const emails = [profile.email, tokenEmail].filter((email): email is string => Boolean(email));
  return emails.some((email) => adminEmails.includes(email.trim().toLowerCase()));
}

export async function loadCallerStanding(
  { db, config }: Pick<ServiceContext, 'db' | 'config'>,
  user: AuthUser,
): Promise<CallerStanding> {
  const profile = await db
    .selectFrom('profiles')
    .select(['role', 'managed_city_id', 'email'])
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (!profile) return NOBODY;
  return {
    isAdmin: isAdminProfile(profile, user.email, config.adminEmails),
    managedCityId: profile.role === 'city_partner' ? profile.managed_city_id : null,
  };
}

/** Admins manage every city; a city partner only its own. */
export async function canManageCity(
  context: Pick<ServiceContext, 'db' | 'config'>,
  user: AuthUser,
  cityId: string,
): Promise<boolean> {
  const standing = await loadCallerStanding(context, user);
  return standing.isAdmin || standing.managedCityId === cityId;
}

/** Whether the caller owns this business (admins count as owners of every business). */
export async function ownsBusiness(
  context: Pick<ServiceContext, 'db' | 'config'>,
  user: AuthUser,
  businessId: string,
): Promise<boolean> {
  const owned = await findOwnedBusiness(context.db, user.id, businessId);
  if (owned) return true;
  return (await loadCallerStanding(context, user)).isAdmin;
}

async function findOwnedBusiness(db: Db, userId: string, businessId: string): Promise<boolean> {
  const row = await db
    .selectFrom('businesses')
    .select('id')
    .where('id', '=', businessId)
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** onRequest hook: the route needs a signed-in person (401 otherwise). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw errors.unauthorized();
}

/** onRequest hook factory: visitors get 401, everyone but admins 403. */
export function requireAdmin(context: Pick<ServiceContext, 'db' | 'config'>, message?: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw errors.unauthorized();
    if (!(await loadCallerStanding(context, request.user)).isAdmin) throw errors.forbidden(message);
  };
}

/**
 * preHandler factory (it reads validated params): the caller owns the business whose id
 * `businessIdOf` picks from the request, or is an admin. A business that does not exist is
 * refused like one the caller does not own, so ids cannot be probed.
 */
export function requireOwner(
  context: Pick<ServiceContext, 'db' | 'config'>,
  businessIdOf: (request: FastifyRequest) => string,
  message?: string,
) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw errors.unauthorized();
    if (!(await ownsBusiness(context, request.user, businessIdOf(request)))) throw errors.forbidden(message);
  };
}
