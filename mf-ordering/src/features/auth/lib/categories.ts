import { CATEGORIES, type CategoryDef } from '@cerca/db/catalogue';

/** The 14 main categories with their subcategories (spec 01 "Category catalogue"). */
export const MAIN_CATEGORIES: readonly CategoryDef[] = CATEGORIES;

export function subcategoriesOf(categoryName: string): readonly string[] {
  return MAIN_CATEGORIES.find((category) => category.name === categoryName)?.subcategories ?? [];
}
