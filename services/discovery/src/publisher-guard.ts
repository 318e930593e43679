import type { Database, Db, Transaction } from '@cerca/db';
import type { AuthUser, CallerStanding, ServiceContext } from '@cerca/service-kit';
import {
  canManageCity,
  errors,
  type Guard,
  ownsBusiness,
  requireUser,
  standingManagesCity,
} from '@cerca/service-kit';
import type { FastifyRequest } from 'fastify';
import { findPublishingBusiness, lockBusinessForUpdate } from './repositories/businesses';
import { isUuid } from './request-guards';

type GuardContext = Pick<ServiceContext, 'db' | 'config'>;

/**
 * Whether the caller may act for the business: its owner (ownsBusiness also admits admins) or
 * the partner of its city (canManageCity). Read from the database, never from the token.
 */
export async function mayManageBusiness(
  context: GuardContext,
  user: AuthUser,
  business: { id: string; city_id: string | null },
): Promise<boolean> {
  if (await ownsBusiness(context, user, business.id)) return true;
  return business.city_id !== null && canManageCity(context, user, business.city_id);
}

/**
 * mayManageBusiness for a business whose owner is already known and a standing already read (the
 * business page's viewer flags, from its shared copy and the viewer cache): the same rule.
 */
export function standingManagesBusiness(
  standing: CallerStanding,
  userId: string,
  business: { owner_id: string; city_id: string | null },
): boolean {
  if (business.owner_id === userId || standing.isAdmin) return true;
  return business.city_id !== null && standingManagesCity(standing, business.city_id);
}

/**
 * The business-managers folder's guard (routes under /businesses/:id): signed in, then, once the
 * params are validated, the business's owner, its city's partner or an admin gets through;
 * everyone else 403 in the route's words (`config.refusals.forbidden`). A missing or malformed id
 * is refused the same way, so ids cannot be probed.
 */
export function businessManagers(context: GuardContext): Guard {
  return {
    onRequest: requireUser,
    preHandler: async (request: FastifyRequest): Promise<void> => {
      const { id } = request.params as { id: string };
      const business = isUuid(id) ? await findPublishingBusiness(context.db, id) : undefined;
      if (!business || !(await mayManageBusiness(context, request.user!, business))) {
        throw errors.forbidden(request.routeOptions.config.refusals?.forbidden);
      }
    },
    needsToken: true,
  };
}

type PublishingBusiness = NonNullable<Awaited<ReturnType<typeof findPublishingBusiness>>>;

/** A plan rule of business-plan.ts (assertMayAddPost, assertMayAddHighlight): throws to refuse. */
type PlanCheck = (db: Db, business: PublishingBusiness) => Promise<void>;

/**
 * The business with the plan's cheap early refusal, before any file is stored (403 `message`
 * when it is gone). The guard that holds is lockBusinessWithinPlan.
 */
export async function findBusinessWithinPlan(
  db: Db,
  businessId: string,
  message: string,
  assertMay: PlanCheck,
): Promise<PublishingBusiness> {
  const business = await findPublishingBusiness(db, businessId);
  if (!business) throw errors.forbidden(message);
  await assertMay(db, business);
  return business;
}

/**
 * Locks the business row for the rest of `trx` and checks the plan again: concurrent additions
 * queue on the lock, so the plan's limit cannot be raced (403 `message` when it is gone).
 */
export async function lockBusinessWithinPlan(
  trx: Transaction<Database>,
  businessId: string,
  message: string,
  assertMay: PlanCheck,
): Promise<PublishingBusiness> {
  const locked = await lockBusinessForUpdate(trx, businessId);
  if (!locked) throw errors.forbidden(message);
  await assertMay(trx, locked);
  return locked;
}
