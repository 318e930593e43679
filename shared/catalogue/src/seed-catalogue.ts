import { type Database, type Kysely, sql, type Transaction } from '@cerca/db';
import { CATEGORIES, CITIES, COUNTRIES } from './index';

export interface CatalogueCounts {
  countries: number;
  cities: number;
  categories: number;
  subcategories: number;
}

type Trx = Transaction<Database>;

/** Countries by ISO code; returns their ids by code. */
async function upsertCountries(trx: Trx): Promise<Map<string, string>> {
  const rows = await trx
    .insertInto('countries')
    .values(
      COUNTRIES.map((c) => ({ code: c.code, name: c.name, flag_url: c.flagUrl, sort_order: c.sortOrder })),
    )
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        flag_url: eb.ref('excluded.flag_url'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .returning(['id', 'code'])
    .execute();
  return new Map(rows.map((c) => [c.code, c.id]));
}

async function upsertCities(trx: Trx, countryId: Map<string, string>): Promise<void> {
  const rows = CITIES.map((c) => {
    const id = countryId.get(c.countryCode);
    if (!id) throw new Error(`Unknown country ${c.countryCode} for ${c.name}`);
    const { name, state, latitude, longitude, timeZone } = c;
    return { name, state, country_id: id, latitude, longitude, time_zone: timeZone };
  });
  await trx
    .insertInto('cities')
    .values(rows)
    .onConflict((oc) =>
      oc.expression(sql`country_id, lower(name), lower(state)`).doUpdateSet((eb) => ({
        latitude: eb.ref('excluded.latitude'),
        longitude: eb.ref('excluded.longitude'),
        time_zone: eb.ref('excluded.time_zone'),
      })),
    )
    .execute();
}

async function upsertCategories(trx: Trx): Promise<void> {
  const rows = CATEGORIES.map((c, i) => ({
    id: c.id,
    name: c.name,
    color: c.color,
    image_url: c.imageUrl,
    banner_url: c.bannerUrl,
    sort_order: i,
  }));
  await trx
    .insertInto('categories')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        color: eb.ref('excluded.color'),
        image_url: eb.ref('excluded.image_url'),
        banner_url: eb.ref('excluded.banner_url'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute();
}

/** Upserts every subcategory in order and removes those no longer in the catalogue. */
async function syncSubcategories(trx: Trx): Promise<number> {
  const rows = CATEGORIES.flatMap((c) =>
    c.subcategories.map((name, i) => ({ category_id: c.id, name, sort_order: i })),
  );
  await trx
    .insertInto('subcategories')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['category_id', 'name'])
        .doUpdateSet((eb) => ({ sort_order: eb.ref('excluded.sort_order') })),
    )
    .execute();
  for (const c of CATEGORIES) {
    await trx
      .deleteFrom('subcategories')
      .where('category_id', '=', c.id)
      .where('name', 'not in', [...c.subcategories])
      .execute();
  }
  return rows.length;
}

/**
 * Upserts countries, cities, categories and subcategories (idempotent: safe to run on every start).
 * Subcategories no longer in the catalogue are removed so the lists stay exact; cities added by
 * partners are never touched. Only `trx` is used inside the transaction (PGlite-safe). The image
 * URLs point into storage: writeCatalogueMedia puts the files there.
 */
export async function seedCatalogue(db: Kysely<Database>): Promise<CatalogueCounts> {
  return db.transaction().execute(async (trx) => {
    const countryId = await upsertCountries(trx);
    await upsertCities(trx, countryId);
    await upsertCategories(trx);
    const subcategories = await syncSubcategories(trx);
    return {
      countries: COUNTRIES.length,
      cities: CITIES.length,
      categories: CATEGORIES.length,
      subcategories,
    };
  });
}
