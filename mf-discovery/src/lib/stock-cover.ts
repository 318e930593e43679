import type { Category } from '@cerca/contracts';
import { findCategory } from './categories';

/**
 * The stock cover of a business without photos (spec 01 §9): its category's seeded banner, else
 * the category image; null means the neutral gradient. Categories come from the one API catalogue.
 */
export function stockCover(categories: readonly Category[] | undefined, categoryName: string): string | null {
  const category = categories ? findCategory(categories, categoryName) : undefined;
  return category?.banner_url ?? category?.image_url ?? null;
}
