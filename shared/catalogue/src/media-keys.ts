// Where the catalogue's images live in storage. Pure strings (no storage import) so browser code
// can still read the catalogue; shared/seed/test/catalogue.test.ts checks they equal @cerca/storage's URLs.

/** The public storage bucket the seed writes catalogue artwork to (not writable by uploads). */
export const CATALOGUE_BUCKET = 'catalogue';

/** `/storage/v1/object/public/catalogue/<key>`, the path the storage service serves. */
export function catalogueObjectUrl(key: string): string {
  return `/storage/v1/object/public/${CATALOGUE_BUCKET}/${key}`;
}

export function flagKey(countryCode: string): string {
  return `flags/${countryCode.toLowerCase()}.webp`;
}

export function categoryImageKey(categoryId: string): string {
  return `categories/${categoryId}.webp`;
}

export function categoryBannerKey(categoryId: string): string {
  return `categories/${categoryId}-banner.webp`;
}
