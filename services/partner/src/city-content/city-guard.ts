import { type AuthUser, canManageCity, errors, type ServiceContext } from '@cerca/service-kit';
import { z } from 'zod';
import messages from '../messages.json';

const uuidSchema = z.string().uuid();

/**
 * The checks of every city page endpoint, in order: permission before existence (a partner
 * probing other ids learns nothing about them), then 'Ciudad no encontrada'. Answers the city id
 * in lower case, as stored.
 */
export async function assertManagedCity(
  context: Pick<ServiceContext, 'db' | 'config'>,
  user: AuthUser,
  cityId: string,
): Promise<string> {
  if (!(await canManageCity(context, user, cityId))) throw errors.forbidden(messages.noPermission);
  const id = cityId.toLowerCase();
  const exists =
    uuidSchema.safeParse(id).success &&
    (await context.db.selectFrom('cities').select('id').where('id', '=', id).executeTakeFirst());
  if (!exists) throw errors.notFound('city_not_found', messages.cityNotFound);
  return id;
}
