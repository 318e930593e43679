import { orderingState } from '@cerca/contracts/kitchen-state';
import type { PublicMenuResponse } from '@cerca/contracts/public-menu';
import { type Db, sql } from '@cerca/db';
import { isSoldOut } from '../kitchen-rules';

/**
 * The public menu of a business: its categories in the owner's order ("order", then name), each
 * with its active items in the same order and their variants (oldest first). Categories without
 * an active item are left out. Prices stay the exact numeric strings Postgres sends ('85.00').
 * With it, whether the business takes orders now and which items are "Agotado hoy". Undefined
 * when the business does not exist.
 */
export async function findPublicMenu(
  db: Db,
  businessId: string,
  now: Date = new Date(),
): Promise<PublicMenuResponse | undefined> {
  const [business, categories, items] = await Promise.all([
    db
      .selectFrom('businesses')
      .leftJoin('cities', 'cities.id', 'businesses.city_id')
      .select([
        'businesses.schedule',
        'businesses.special_hours',
        'cities.time_zone',
        // JSON text: ISO 8601, or 'infinity' (paused until reopened).
        sql<string | null>`to_json(businesses.orders_paused_until) #>> '{}'`.as('paused_until'),
      ])
      .where('businesses.id', '=', businessId)
      .executeTakeFirst(),
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
      .select([
        'id',
        'category_id',
        'name',
        'description',
        'price',
        'image_url',
        sql<string | null>`to_json(sold_out_until) #>> '{}'`.as('sold_out_until'),
      ])
      .where('business_id', '=', businessId)
      .where('active', '=', true)
      .orderBy('order')
      .orderBy('name')
      .orderBy('id')
      .execute(),
  ]);
  if (!business) return undefined;
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
  for (const { category_id: categoryId, sold_out_until: soldOutUntil, ...item } of items) {
    itemsByCategory.set(categoryId, [
      ...(itemsByCategory.get(categoryId) ?? []),
      { ...item, variants: variantsByItem.get(item.id) ?? [], sold_out: isSoldOut(soldOutUntil, now) },
    ]);
  }
  return {
    categories: categories
      .map((category) => ({ ...category, items: itemsByCategory.get(category.id) ?? [] }))
      .filter((category) => category.items.length > 0),
    ordering: orderingState(business, now),
  };
}
