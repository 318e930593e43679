import { type Db, provenEmail } from '@cerca/db';
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

/**
 * Admin when the profile says so, or when ADMIN_EMAILS lists an address the account proved it
 * reads (a mailed link or code was spent: see provenEmail). A listed address merely typed at
 * sign-up grants nothing, since sign-up may confirm addresses without mail.
 */
export function isAdminProfile(
  profile: { role: string },
  provenAddress: string | null,
  adminEmails: readonly string[],
): boolean {
  if (profile.role === 'admin') return true;
  return provenAddress !== null && adminEmails.includes(provenAddress.trim().toLowerCase());
}

/** The account's proven e-mail (see provenEmail in @cerca/db), or null. */
export async function findProvenEmail(db: Db, userId: string): Promise<string | null> {
  const user = await db
    .selectFrom('auth.users')
    .select(['email', 'raw_app_meta_data'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user ? provenEmail(user) : null;
}

export async function loadCallerStanding(
  { db, config }: Pick<ServiceContext, 'db' | 'config'>,
  user: AuthUser,
): Promise<CallerStanding> {
  const profile = await db
    .selectFrom('profiles')
    .select(['role', 'managed_city_id'])
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (!profile) return NOBODY;
  const needsProof = profile.role !== 'admin' && config.adminEmails.length > 0;
  const proven = needsProof ? await findProvenEmail(db, user.id) : null;
  return {
    isAdmin: isAdminProfile(profile, proven, config.adminEmails),
    managedCityId: profile.role === 'city_partner' ? profile.managed_city_id : null,
  };
}

/** Admins manage every city; a city partner only its own. */
export async function canManageCity(
  context: Pick<ServiceContext, 'db' | 'config'>,
  user: AuthUser,
  cityId: string,
): Promise<boolean> {
  return standingManagesCity(await loadCallerStanding(context, user), cityId);
}

/** canManageCity for a standing already read (loadCallerStanding). */
export function standingManagesCity(standing: CallerStanding, cityId: string): boolean {
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's own words for its folder guard's refusals, where the spec words them
     * ('Debes iniciar sesión para comentar'); the guard's defaults otherwise.
     */
    refusals?: { unauthorized?: string; forbidden?: string };
  }
}

function refusalsOf(request: FastifyRequest): { unauthorized?: string; forbidden?: string } {
  return request.routeOptions.config.refusals ?? {};
}

/**
 * onRequest hook: the route needs a signed-in person (401 otherwise, in the route's
 * refusals.unauthorized words when it gives them). Folders use it as the `signedIn` guard.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw errors.unauthorized(refusalsOf(request).unauthorized);
}

/**
 * onRequest hook factory: requireUser with the action's own 401 message, for a hook outside a
 * route folder (a socket, a plugin); routes in a folder give refusals.unauthorized instead.
 */
export function requireUserWith(message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw errors.unauthorized(message);
  };
}

/** onRequest hook factory: visitors get 401, everyone but admins 403. */
export function requireAdmin(context: Pick<ServiceContext, 'db' | 'config'>, message?: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const refusals = refusalsOf(request);
    if (!request.user) throw errors.unauthorized(refusals.unauthorized);
    if (!(await loadCallerStanding(context, request.user)).isAdmin) {
      throw errors.forbidden(refusals.forbidden ?? message);
    }
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
    const refusals = refusalsOf(request);
    if (!request.user) throw errors.unauthorized(refusals.unauthorized);
    if (!(await ownsBusiness(context, request.user, businessIdOf(request)))) {
      throw errors.forbidden(refusals.forbidden ?? message);
    }
  };
}
