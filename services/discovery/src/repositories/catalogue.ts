import type { Category, City, Country } from '@cerca/contracts';
import { type Db, selectCitiesWithCountry, spanishOrder, toCityWithCountry } from '@cerca/db';

/** Countries, México first (sort_order 0), then by name. */
export async function listCountries(db: Db): Promise<Country[]> {
  const rows = await db
    .selectFrom('countries')
    .select(['id', 'name', 'code', 'flag_url'])
    .orderBy('sort_order')
    .orderBy(spanishOrder('name'))
    .execute();
  return rows.map((row) => ({ ...row, flag_url: row.flag_url ?? '' }));
}

/** Cities with their country ordered by name (then state), optionally of one country. */
export async function listCities(db: Db, countryId?: string): Promise<City[]> {
  let query = selectCitiesWithCountry(db);
  if (countryId) query = query.where('c.country_id', '=', countryId);
  const rows = await query
    .orderBy(spanishOrder('c.name'))
    .orderBy(spanishOrder('c.state'))
    .orderBy('c.id')
    .execute();
  return rows.map(toCityWithCountry);
}

export async function findCity(db: Db, cityId: string): Promise<City | undefined> {
  const row = await selectCitiesWithCountry(db).where('c.id', '=', cityId).executeTakeFirst();
  return row && toCityWithCountry(row);
}

/** The main categories in display order, each with its subcategories in order. */
export async function listCategories(db: Db): Promise<Category[]> {
  const [categories, subcategories] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'name', 'image_url', 'banner_url', 'color'])
      .orderBy('sort_order')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('subcategories')
      .select(['id', 'category_id', 'name'])
      .orderBy('category_id')
      .orderBy('sort_order')
      .orderBy('name')
      .execute(),
  ]);
  const byCategory = new Map<string, Category['subcategories']>();
  for (const sub of subcategories) {
    const list = byCategory.get(sub.category_id) ?? [];
    list.push({ id: sub.id, name: sub.name });
    byCategory.set(sub.category_id, list);
  }
  return categories.map((category) => ({ ...category, subcategories: byCategory.get(category.id) ?? [] }));
}

/** Whether `subcategory` is one of `category`'s (both by exact catalogue name). */
export async function isCatalogueCategoryPair(
  db: Db,
  category: string,
  subcategory: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('subcategories as s')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .select('s.id')
    .where('c.name', '=', category)
    .where('s.name', '=', subcategory)
    .executeTakeFirst();
  return row !== undefined;
}

export async function cityExists(db: Db, cityId: string): Promise<boolean> {
  const row = await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst();
  return row !== undefined;
}
