import { canManageCity, errors, type ServiceContext } from '@cerca/service-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import messages from '../messages.json';
import { cityExists, findCityDriver } from '../repositories/city-drivers';

// Any text is accepted so a malformed id reads as "not found", not as a form error.
const anyId = z.string().min(1).max(100);
export const cityParamsSchema = z.object({ cityId: anyId });
export const cityDriverParamsSchema = z.object({ cityId: anyId, driverId: anyId });
export const cityInvitationParamsSchema = z.object({ cityId: anyId, invitationId: anyId });

const isUuid = (value: string) => z.string().uuid().safeParse(value).success;

/**
 * The city the caller manages, lower-cased: permission before existence (a partner probing other
 * ids learns nothing), then 404 'Ciudad no encontrada'.
 */
export async function requireManagedCity(
  context: ServiceContext,
  request: FastifyRequest,
  rawCityId: string,
): Promise<string> {
  const cityId = rawCityId.toLowerCase();
  if (!(await canManageCity(context, request.user!, cityId))) throw errors.forbidden(messages.noPermission);
  if (!isUuid(cityId) || !(await cityExists(context.db, cityId))) {
    throw errors.notFound('city_not_found', messages.cityNotFound);
  }
  return cityId;
}

/** A driver of this very city; a driver of another city answers 404 like an unknown id. */
export async function requireCityDriver(context: ServiceContext, cityId: string, rawDriverId: string) {
  const driverId = rawDriverId.toLowerCase();
  const driver = isUuid(driverId) ? await findCityDriver(context.db, cityId, driverId) : undefined;
  if (!driver) throw errors.notFound('driver_not_found', messages.driverNotFound);
  return driver;
}

/** The invitation id, lower-cased; a malformed one answers 404 like an unknown one. */
export function invitationIdOf(rawInvitationId: string): string {
  const invitationId = rawInvitationId.toLowerCase();
  if (!isUuid(invitationId)) throw errors.notFound('invitation_not_found', messages.invitationNotFound);
  return invitationId;
}
