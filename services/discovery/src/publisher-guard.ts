import type { AuthUser, ServiceContext } from '@cerca/service-kit';
import { canManageCity, errors, ownsBusiness } from '@cerca/service-kit';
import type { FastifyRequest } from 'fastify';
import { findPublishingBusiness } from './repositories/businesses';
import { isUuid } from './request-guards';

type GuardContext = Pick<ServiceContext, 'db' | 'config'>;

/**
 * Whether the caller may act for the business: its owner (ownsBusiness also admits admins) or
 * the partner of its city (canManageCity). Read from the database, never from the token.
 */
async function mayManageBusiness(
  context: GuardContext,
  user: AuthUser,
  business: { id: string; city_id: string | null },
): Promise<boolean> {
  if (await ownsBusiness(context, user, business.id)) return true;
  return business.city_id !== null && canManageCity(context, user, business.city_id);
}

/**
 * preHandler factory (it reads the validated `:id`): the business's owner, its city's partner or
 * an admin gets through; everyone else 403 with `message`. A missing or malformed id is refused
 * the same way, so ids cannot be probed. Visitors are refused earlier by requireUserWith.
 */
export function requireBusinessManager(context: GuardContext, message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw errors.unauthorized();
    const { id } = request.params as { id: string };
    const business = isUuid(id) ? await findPublishingBusiness(context.db, id) : undefined;
    if (!business || !(await mayManageBusiness(context, request.user, business))) {
      throw errors.forbidden(message);
    }
  };
}
