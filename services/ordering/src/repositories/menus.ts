import type { PublicMenuResponse } from '@cerca/contracts/business-page';
import type { Db } from '@cerca/db';

export async function businessExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('businesses').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * The public menu of a business: its categories in the owner's order ("order", then name), each
 * with its active items in the same order and their variants (oldest first). Categories without
 * an active item are left out. Prices stay the exact numeric strings Postgres sends ('85.00').
 */
export async function findPublicMenu(db: Db, businessId: string): Promise<PublicMenuResponse> {
  const [categories, items] = await Promise.all([
    db
      .selectFrom('menu_categories')
      .select(['id', 'name'])
      .where('business_id', '=', businessId)
      .orderBy('order')
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('menu_items')
      .select(['id', 'category_id', 'name', 'description', 'price', 'image_url'])
      .where('business_id', '=', businessId)
      .where('active', '=', true)
      .orderBy('order')
      .orderBy('name')
      .orderBy('id')
      .execute(),
  ]);
  const variants =
    items.length === 0
      ? []
      : await db
          .selectFrom('menu_item_variants')
          .select(['id', 'menu_item_id', 'name', 'price_extra'])
          .where(
            'menu_item_id',
            'in',
            items.map((item) => item.id),
          )
          .orderBy('created_at')
          .orderBy('id')
          .execute();

  const variantsByItem = new Map<
    string,
    PublicMenuResponse['categories'][number]['items'][number]['variants']
  >();
  for (const { menu_item_id: itemId, ...variant } of variants) {
    variantsByItem.set(itemId, [...(variantsByItem.get(itemId) ?? []), variant]);
  }
  const itemsByCategory = new Map<string, PublicMenuResponse['categories'][number]['items']>();
  for (const { category_id: categoryId, ...item } of items) {
    itemsByCategory.set(categoryId, [
      ...(itemsByCategory.get(categoryId) ?? []),
      { ...item, variants: variantsByItem.get(item.id) ?? [] },
    ]);
  }
  return {
    categories: categories
      .map((category) => ({ ...category, items: itemsByCategory.get(category.id) ?? [] }))
      .filter((category) => category.items.length > 0),
  };
}
