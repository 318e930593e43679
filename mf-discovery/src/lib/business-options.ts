import type { Category } from '@cerca/contracts';
import {
  BUSINESS_PHOTO_MAX_BYTES,
  type BusinessType,
  PRICE_RANGE,
  type WebsitePlatform,
} from '@cerca/contracts/business';

// What the add and edit forms of a business offer and check alike (spec 01 §5), from the
// contract's limits.

/** The price ranges offered ($ Económico … $$$$ Muy Costoso). */
export const PRICE_RANGES = Array.from(
  { length: PRICE_RANGE.max - PRICE_RANGE.min + 1 },
  (_, i) => PRICE_RANGE.min + i,
);

export const WEBSITE_PLATFORMS: readonly WebsitePlatform[] = ['website', 'facebook', 'instagram', 'airbnb'];
export const BUSINESS_TYPES: readonly BusinessType[] = ['menu', 'services'];

/** The subcategories of the chosen main category, in the catalogue's order. */
export function subcategoriesOf(categories: readonly Category[] | undefined, categoryName: string): string[] {
  const category = categories?.find((candidate) => candidate.name === categoryName);
  return category?.subcategories.map((subcategory) => subcategory.name) ?? [];
}

/** Changing the main category clears the subcategory. */
export function subcategoryAfterCategoryChange(previous: string, next: string, subcategory: string): string {
  return previous === next ? subcategory : '';
}

interface PhotoRejection {
  fileName: string;
  reason: 'notImage' | 'tooLarge';
}

export interface PhotoPick<F> {
  accepted: F[];
  rejected: PhotoRejection[];
  /** True when valid files were left out because there was no room for them. */
  overLimit: boolean;
}

/** Picked files that may join a business's photos: images only, 5 MB each, `room` at most. */
export function pickPhotos<F extends Pick<File, 'name' | 'type' | 'size'>>(
  picked: readonly F[],
  room: number,
): PhotoPick<F> {
  const accepted: F[] = [];
  const rejected: PhotoRejection[] = [];
  let overLimit = false;
  for (const file of picked) {
    if (!file.type.startsWith('image/')) rejected.push({ fileName: file.name, reason: 'notImage' });
    else if (file.size > BUSINESS_PHOTO_MAX_BYTES) rejected.push({ fileName: file.name, reason: 'tooLarge' });
    else if (accepted.length >= room) overLimit = true;
    else accepted.push(file);
  }
  return { accepted, rejected, overLimit };
}
