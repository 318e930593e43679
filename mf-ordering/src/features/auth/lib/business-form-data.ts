import type { BusinessDraft } from './validation';

/**
 * Multipart body of POST /api/discovery/businesses (the discovery service's contract):
 * text fields in snake_case as the businesses table names them, then each photo as `photos`.
 * Optional phone and website are left out when blank.
 */
export function toBusinessFormData(draft: BusinessDraft, photos: readonly Blob[]): FormData {
  const form = new FormData();
  const fields: Array<[string, string]> = [
    ['name', draft.name.trim()],
    ['description', draft.description.trim()],
    ['address', draft.address.trim()],
    ['city_id', draft.cityId],
    ['city', draft.city.trim()],
    ['state', draft.state.trim()],
    ['zip_code', draft.zipCode.trim()],
    ['category', draft.category],
    ['subcategory', draft.subcategory],
    ['price_range', String(draft.priceRange)],
    ['phone', draft.phone.trim()],
    ['website', draft.website.trim()],
  ];
  for (const [key, value] of fields) if (value) form.append(key, value);
  for (const photo of photos) form.append('photos', photo, (photo as File).name ?? 'foto');
  return form;
}
