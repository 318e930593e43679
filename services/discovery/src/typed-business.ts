import { publishAsPersonFieldsSchema } from '@cerca/contracts/publishing';
import type { Db } from '@cerca/db';
import { errors } from '@cerca/service-kit';
import messages from './messages.json';
import { cityExists } from './repositories/catalogue';

/**
 * Spec 01 §2/§6: a person without a business publishes under a typed `business_name` (trimmed,
 * 1–120 characters) in the `city_id` they chose (an existing city). Checked after the form is
 * read; the caller removes the stored files when this throws.
 */
export async function typedBusinessOwner(
  db: Db,
  fields: Record<string, string>,
): Promise<{ businessName: string; cityId: string }> {
  const name = publishAsPersonFieldsSchema.shape.business_name.safeParse(fields.business_name ?? '');
  if (!name.success) {
    if (name.error.issues.some((issue) => issue.code === 'too_big')) {
      throw errors.badRequest('business_name_too_long', messages.businessNameTooLong);
    }
    throw errors.badRequest('business_name_required', messages.businessNameRequired);
  }
  const city = publishAsPersonFieldsSchema.shape.city_id.safeParse(fields.city_id ?? '');
  if (!city.success) throw errors.badRequest('city_required', messages.publishCityRequired);
  if (!(await cityExists(db, city.data))) throw errors.badRequest('city_not_found', messages.cityNotFound);
  return { businessName: name.data, cityId: city.data };
}

/** The storage folder of files published without a business: `users/<userId>`. */
export function personKeyRoot(userId: string): string {
  return `users/${userId}`;
}
