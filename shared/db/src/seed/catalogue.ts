import { type Kysely, sql } from 'kysely';
import { CATEGORIES, CITIES, COUNTRIES } from '../catalogue/index';
import type { Database } from '../schema/index';

export interface CatalogueCounts {
  countries: number;
  cities: number;
  categories: number;
  subcategories: number;
}

/**
 * Upserts countries, cities, categories and subcategories (idempotent: safe to run on every start).
 * Subcategories no longer in the catalogue are removed so the lists stay exact; cities added by
 * partners are never touched. Only `trx` is used inside the transaction (PGlite-safe).
 */
export async function seedCatalogue(db: Kysely<Database>): Promise<CatalogueCounts> {
  return db.transaction().execute(async (trx) => {
    const countries = await trx
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
    const countryId = new Map(countries.map((c) => [c.code, c.id]));

    await trx
      .insertInto('cities')
      .values(
        CITIES.map((c) => {
          const id = countryId.get(c.countryCode);
          if (!id) throw new Error(`Unknown country ${c.countryCode} for ${c.name}`);
          return {
            name: c.name,
            state: c.state,
            country_id: id,
            latitude: c.latitude,
            longitude: c.longitude,
            time_zone: c.timeZone,
          };
        }),
      )
      .onConflict((oc) =>
        oc.expression(sql`country_id, lower(name), lower(state)`).doUpdateSet((eb) => ({
          latitude: eb.ref('excluded.latitude'),
          longitude: eb.ref('excluded.longitude'),
          time_zone: eb.ref('excluded.time_zone'),
        })),
      )
      .execute();

    await trx
      .insertInto('categories')
      .values(
        CATEGORIES.map((c, i) => ({
          id: c.id,
          name: c.name,
          color: c.color,
          image_url: c.imageUrl,
          banner_url: c.bannerUrl,
          sort_order: i,
        })),
      )
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

    const subcategories = CATEGORIES.flatMap((c) =>
      c.subcategories.map((name, i) => ({ category_id: c.id, name, sort_order: i })),
    );
    await trx
      .insertInto('subcategories')
      .values(subcategories)
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

    return {
      countries: COUNTRIES.length,
      cities: CITIES.length,
      categories: CATEGORIES.length,
      subcategories: subcategories.length,
    };
  });
}
