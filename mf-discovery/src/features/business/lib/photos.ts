import type { BusinessPhoto } from '@cerca/contracts/business';

const first = (photos: readonly BusinessPhoto[], type: BusinessPhoto['type']) =>
  photos.find((photo) => photo.type === type)?.url ?? null;

/** The cover banner: a banner photo, else a main photo, else the category's stock cover (or null). */
export function coverPhoto(photos: readonly BusinessPhoto[], stock: string | null): string | null {
  return first(photos, 'banner') ?? first(photos, 'main') ?? stock;
}

/** The round logo: the first main photo; null shows the name's initials. */
export function logoPhoto(photos: readonly BusinessPhoto[]): string | null {
  return first(photos, 'main');
}
