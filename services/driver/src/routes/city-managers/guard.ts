import { canManageCity, errors, type Guard, requireUser, type ServiceContext } from '@cerca/service-kit';
import { isUuid } from '../../delivery-cursor';
import messages from '../../messages.json';

/**
 * The city-managers folder's guard (routes under /cities/:cityId): signed in, then the kit's one
 * managed-city check (admins every city, a city partner the one their profile names, read from the
 * database). Everyone else, and a malformed id, 403. The id is lower-cased here, as ids are stored.
 */
export function cityManagers(context: Pick<ServiceContext, 'db' | 'config'>): Guard {
  return {
    onRequest: requireUser,
    preHandler: async (request) => {
      const params = request.params as { cityId: string };
      const cityId = params.cityId.toLowerCase();
      if (!isUuid(cityId) || !(await canManageCity(context, request.user!, cityId))) {
        throw errors.forbidden(messages.noCityPermission);
      }
      params.cityId = cityId;
    },
    needsToken: true,
  };
}
