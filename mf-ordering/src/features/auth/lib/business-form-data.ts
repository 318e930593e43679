import type { CreateBusinessFields } from '@cerca/contracts/business';

/**
 * Multipart body of POST /api/discovery/businesses: the contract's fields as parsed by the form
 * (already named as the endpoint takes them; fields not given are left out), then each photo
 * as `photos`.
 */
export function toBusinessFormData(fields: CreateBusinessFields, photos: readonly Blob[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  for (const photo of photos) form.append('photos', photo, (photo as File).name ?? 'foto');
  return form;
}
