import { errors, type ServiceContext } from '@cerca/service-kit';
import { z } from 'zod';
import messages from '../messages.json';
import { findCityDriver } from '../repositories/city-drivers';

const isUuid = (value: string) => z.string().uuid().safeParse(value).success;

/** A driver of this very city; a driver of another city answers 404 like an unknown id. */
export async function requireCityDriver(
  context: Pick<ServiceContext, 'db'>,
  cityId: string,
  rawDriverId: string,
) {
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
