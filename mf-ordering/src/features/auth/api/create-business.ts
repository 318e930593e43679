import { apiFetch } from '@cerca/session';
import { toBusinessFormData } from '../lib/business-form-data';
import type { BusinessDraft } from '../lib/validation';

/** POST /api/discovery/businesses (multipart), as the new owner, right after a business sign-up. */
export async function createBusiness(draft: BusinessDraft, photos: readonly File[]): Promise<void> {
  await apiFetch<unknown>('/api/discovery/businesses', {
    method: 'POST',
    body: toBusinessFormData(draft, photos),
  });
}
