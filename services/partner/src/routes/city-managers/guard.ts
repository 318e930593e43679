import { canManageCity, errors, type Guard, requireUser, type ServiceContext } from '@cerca/service-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import messages from '../../messages.json';
import { cityExists } from '../../repositories/cities';

const isUuid = (value: string) => z.string().uuid().safeParse(value).success;

/**
 * The one managed-city check, for every route under /cities/:cityId: the caller manages the city
 * (admins every city, a city partner its own; read from the database by canManageCity), checked
 * before the city's existence so a partner probing other ids learns nothing about them, then 404
 * 'Ciudad no encontrada'. The route's `cityId` is lower-cased here, as ids are stored: handlers
 * read `request.params.cityId` as the city they may manage.
 */
export function requireManagedCity(context: Pick<ServiceContext, 'db' | 'config'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const params = request.params as { cityId: string };
    const cityId = params.cityId.toLowerCase();
    if (!(await canManageCity(context, request.user!, cityId))) throw errors.forbidden(messages.noPermission);
    if (!isUuid(cityId) || !(await cityExists(context.db, cityId))) {
      throw errors.notFound('city_not_found', messages.cityNotFound);
    }
    params.cityId = cityId;
  };
}

/** The city dashboard's folder guard: signed in, then the managed-city check. */
export function cityManagers(context: Pick<ServiceContext, 'db' | 'config'>): Guard {
  return { onRequest: requireUser, preHandler: requireManagedCity(context), needsToken: true };
}

// Any text is accepted so a malformed id in the page URL reads as 'Ciudad no encontrada' (or the
// item's own 404), not as a form error.
const anyId = z.string().min(1).max(100);
export const cityParamsSchema = z.object({ cityId: anyId });
export const cityDriverParamsSchema = z.object({ cityId: anyId, driverId: anyId });
export const cityInvitationParamsSchema = z.object({ cityId: anyId, invitationId: anyId });
export const cityBusinessParamsSchema = z.object({ cityId: anyId, businessId: anyId });
