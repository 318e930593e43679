import type { Kysely } from 'kysely';
import type { Database } from '../schema/index';
import { type CatalogueCounts, seedCatalogue } from './catalogue';
import { type DemoSummary, type SeedDemoOptions, seedDemo } from './demo/index';

export type { CategoryDef, CityDef, CountryDef } from '../catalogue/index';
export { CATEGORIES, CITIES, COUNTRIES, findCategory, isValidSubcategory } from '../catalogue/index';
export { STATIC_ASSETS_DIR } from './assets';
export { type CatalogueCounts, seedCatalogue } from './catalogue';
export {
  DEMO_ACCOUNTS,
  DEMO_BUSINESSES,
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASH,
  type DemoSummary,
  type SeedDemoOptions,
  seedDemo,
} from './demo/index';
export { DEMO_BUCKETS, publicObjectUrl } from './images';

/** Catalogue, then demo data. Idempotent. */
export async function seedAll(
  db: Kysely<Database>,
  opts: SeedDemoOptions,
): Promise<{ catalogue: CatalogueCounts; demo: DemoSummary }> {
  const catalogue = await seedCatalogue(db);
  const demo = await seedDemo(db, opts);
  return { catalogue, demo };
}
