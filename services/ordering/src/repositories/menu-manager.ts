import type { ManagedMenu, ManagedMenuItem } from '@cerca/contracts/menu-manager';
import { type Db, sql } from '@cerca/db';

const ITEM_COLUMNS = [
  'id',
  'category_id',
  'name',
  'description',
  'price',
  'image_url',
  'active',
  'order',
  // "Agotado hoy" while it lasts (ISO text); null once it is over or never set.
  sql<string | null>`case when sold_out_until > now() then to_json(sold_out_until) #>> '{}' end`.as(
    'sold_out_until',
  ),
] as const;

export async function findMenuBusiness(db: Db, businessId: string) {
  return db
    .selectFrom('businesses')
    .select(['id', 'name', 'business_type', 'delivery_fee'])
    .where('id', '=', businessId)
    .executeTakeFirst();
}

/** Sets what every new order of the business adds for delivery (a decimal string, 0 or more). */
export async function setDeliveryFee(db: Db, businessId: string, fee: string) {
  return db
    .updateTable('businesses')
    .set({ delivery_fee: fee, updated_at: sql<Date>`now()` })
    .where('id', '=', businessId)
    .returning('delivery_fee')
    .executeTakeFirst();
}

/** The whole menu for its manager: every category (empty too) and item (inactive too), in order. */
export async function findManagedMenu(db: Db, business: ManagedMenu['business']): Promise<ManagedMenu> {
  const [categories, items] = await Promise.all([
    db
      .selectFrom('menu_categories')
      .select(['id', 'name', 'order'])
      .where('business_id', '=', business.id)
      .orderBy('order')
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('menu_items')
      .select(ITEM_COLUMNS)
      .where('business_id', '=', business.id)
      .orderBy('order')
      .orderBy('name')
      .orderBy('id')
      .execute(),
  ]);
  const variants = await findVariants(
    db,
    items.map((item) => item.id),
  );
  return {
    business,
    categories: categories.map((category) => ({
      ...category,
      items: items
        .filter((item) => item.category_id === category.id)
        .map((item) => ({ ...item, variants: variants.get(item.id) ?? [] })),
    })),
  };
}

async function findVariants(db: Db, itemIds: string[]) {
  const byItem = new Map<string, ManagedMenuItem['variants']>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .selectFrom('menu_item_variants')
    .select(['id', 'menu_item_id', 'name', 'price_extra'])
    .where('menu_item_id', 'in', itemIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const { menu_item_id: itemId, ...variant } of rows) {
    byItem.set(itemId, [...(byItem.get(itemId) ?? []), variant]);
  }
  return byItem;
}

export async function findManagedItem(
  db: Db,
  businessId: string,
  itemId: string,
): Promise<ManagedMenuItem | undefined> {
  const item = await db
    .selectFrom('menu_items')
    .select(ITEM_COLUMNS)
    .where('business_id', '=', businessId)
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) return undefined;
  const variants = await findVariants(db, [item.id]);
  return { ...item, variants: variants.get(item.id) ?? [] };
}

export async function countCategories(db: Db, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('menu_categories')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function categoryOfBusiness(db: Db, businessId: string, categoryId: string) {
  return db
    .selectFrom('menu_categories')
    .select(['id', 'name', 'order'])
    .where('business_id', '=', businessId)
    .where('id', '=', categoryId)
    .executeTakeFirst();
}

/** A new category goes last. */
export async function insertCategory(db: Db, businessId: string, name: string) {
  return db
    .insertInto('menu_categories')
    .values({
      business_id: businessId,
      name,
      order: sql<number>`(select coalesce(max("order"), 0) + 1 from menu_categories where business_id = ${businessId})`,
    })
    .returning(['id', 'name', 'order'])
    .executeTakeFirstOrThrow();
}

export async function renameCategory(db: Db, businessId: string, categoryId: string, name: string) {
  return db
    .updateTable('menu_categories')
    .set({ name })
    .where('business_id', '=', businessId)
    .where('id', '=', categoryId)
    .returning(['id', 'name', 'order'])
    .executeTakeFirst();
}

/** Deletes the category; its items (and their variants) go with it (ON DELETE CASCADE). */
/** Deletes the category and (by cascade) its items; answers the images they showed, or null. */
export async function deleteCategory(db: Db, businessId: string, categoryId: string) {
  return db.transaction().execute(async (trx) => {
    const items = await trx
      .selectFrom('menu_items')
      .select('image_url')
      .where('business_id', '=', businessId)
      .where('category_id', '=', categoryId)
      .forUpdate()
      .execute();
    const row = await trx
      .deleteFrom('menu_categories')
      .where('business_id', '=', businessId)
      .where('id', '=', categoryId)
      .returning('id')
      .executeTakeFirst();
    return row ? { images: items.map((item) => item.image_url) } : null;
  });
}

export async function listCategoryIds(db: Db, businessId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('menu_categories')
    .select('id')
    .where('business_id', '=', businessId)
    .execute();
  return rows.map((row) => row.id);
}

/** Positions 1..n in the given order (the ids were checked to be exactly the business's). */
export async function reorderCategories(db: Db, businessId: string, categoryIds: string[]) {
  await db.transaction().execute(async (trx) => {
    for (const [index, id] of categoryIds.entries()) {
      await trx
        .updateTable('menu_categories')
        .set({ order: index + 1 })
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .execute();
    }
  });
}

export interface ItemValues {
  category_id: string;
  name: string;
  description: string | null;
  price: string;
  image_url: string | null;
  variants: { name: string; price_extra: string }[];
}

/** A new item: active, last in its category, with its variants. */
export async function insertItem(db: Db, businessId: string, values: ItemValues): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { variants, ...columns } = values;
    const item = await trx
      .insertInto('menu_items')
      .values({
        ...columns,
        business_id: businessId,
        active: true,
        order: sql<number>`(select coalesce(max("order"), 0) + 1 from menu_items where category_id = ${values.category_id})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertVariants(trx, item.id, variants);
    return item.id;
  });
}

async function insertVariants(db: Db, itemId: string, variants: ItemValues['variants']) {
  // One by one so created_at keeps the owner's order.
  for (const variant of variants) {
    await db
      .insertInto('menu_item_variants')
      .values({ menu_item_id: itemId, ...variant, created_at: sql`clock_timestamp()` })
      .execute();
  }
}

/** Replaces the item's fields and variants; false when it is not an item of the business. */
export async function updateItem(
  db: Db,
  businessId: string,
  itemId: string,
  values: ItemValues,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { variants, ...columns } = values;
    const row = await trx
      .updateTable('menu_items')
      .set(columns)
      .where('business_id', '=', businessId)
      .where('id', '=', itemId)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom('menu_item_variants').where('menu_item_id', '=', itemId).execute();
    await insertVariants(trx, itemId, variants);
    return true;
  });
}

export async function setItemActive(db: Db, businessId: string, itemId: string, active: boolean) {
  return db
    .updateTable('menu_items')
    .set({ active })
    .where('business_id', '=', businessId)
    .where('id', '=', itemId)
    .returning(['id', 'active'])
    .executeTakeFirst();
}

/** Deletes the item; answers the image it showed (null without one), or undefined when missing. */
export async function deleteItem(db: Db, businessId: string, itemId: string) {
  const row = await db
    .deleteFrom('menu_items')
    .where('business_id', '=', businessId)
    .where('id', '=', itemId)
    .returning('image_url')
    .executeTakeFirst();
  return row ? { image: row.image_url } : undefined;
}

/**
 * "Agotado hoy" on (until `until`, the business's next opening) or off; undefined when the item is
 * not the business's.
 */
export async function setItemSoldOut(db: Db, businessId: string, itemId: string, until: Date | null) {
  return db
    .updateTable('menu_items')
    .set({ sold_out_until: until })
    .where('business_id', '=', businessId)
    .where('id', '=', itemId)
    .returning(sql<string | null>`to_json(sold_out_until) #>> '{}'`.as('sold_out_until'))
    .executeTakeFirst();
}

/** The hours and city time zone "Agotado hoy" is computed from. */
export async function findBusinessHours(db: Db, businessId: string) {
  return db
    .selectFrom('businesses')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .select(['businesses.schedule', 'businesses.special_hours', 'cities.time_zone'])
    .where('businesses.id', '=', businessId)
    .executeTakeFirst();
}

/** The business's pause as stored (JSON text: ISO, or 'infinity'); undefined when it is gone. */
export async function findOrdersPause(db: Db, businessId: string) {
  return db
    .selectFrom('businesses')
    .select(sql<string | null>`to_json(orders_paused_until) #>> '{}'`.as('paused_until'))
    .where('id', '=', businessId)
    .executeTakeFirst();
}

/** Pauses orders until `until` ('infinity': until reopened), or reopens with null. */
export async function setOrdersPause(db: Db, businessId: string, until: Date | 'infinity' | null) {
  return db
    .updateTable('businesses')
    .set({ orders_paused_until: until === 'infinity' ? sql<Date>`'infinity'::timestamptz` : until })
    .where('id', '=', businessId)
    .returning(sql<string | null>`to_json(orders_paused_until) #>> '{}'`.as('paused_until'))
    .executeTakeFirst();
}
