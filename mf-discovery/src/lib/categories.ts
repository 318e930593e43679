import { CATEGORIES, type CategoryDef, findCategory as findInCatalogue } from '@cerca/db/catalogue';

export type { CategoryDef };

/** The 14 main categories with their subcategories (spec 01 "Category catalogue"). */
export const MAIN_CATEGORIES: readonly CategoryDef[] = CATEGORIES;

/** /category/<name lowercased> (spec 01 §2); the category page matches it case-insensitively. */
export function categoryPath(category: Pick<CategoryDef, 'name'>): string {
  return `/category/${encodeURIComponent(category.name.toLocaleLowerCase('es-MX'))}`;
}

/** The main category a /category/:category parameter names, if any. */
export function findCategory(param: string | undefined): CategoryDef | undefined {
  return param ? findInCatalogue(param) : undefined;
}
