import { businessResponseSchema, type CreateBusinessFields } from '@cerca/contracts/business';
import { apiFetch } from '@cerca/session';
import { toBusinessFormData } from '../lib/business-form-data';

/** POST /api/discovery/businesses (multipart), as the new owner, right after a business sign-up. */
export async function createBusiness(fields: CreateBusinessFields, photos: readonly File[]): Promise<void> {
  await apiFetch('/api/discovery/businesses', businessResponseSchema, {
    method: 'POST',
    body: toBusinessFormData(fields, photos),
  });
}
