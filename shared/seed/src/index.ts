import { type CatalogueCounts, seedCatalogue } from '@cerca/catalogue/seed-catalogue';
import type { Db } from '@cerca/db';
import { type DemoSummary, type SeedDemoOptions, seedDemo } from './demo/index';
import { writeCatalogueMedia } from './media/catalogue-media';

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
export { flagSourceFile, writeCatalogueMedia } from './media/catalogue-media';

export interface SeedSummary {
  catalogue: CatalogueCounts;
  catalogueImagesWritten: number;
  demo: DemoSummary;
}

/** Catalogue rows and artwork, then the demo data. Idempotent; a second run writes no image. */
export async function seedAll(db: Db, opts: SeedDemoOptions): Promise<SeedSummary> {
  const catalogue = await seedCatalogue(db);
  const catalogueImagesWritten = await writeCatalogueMedia(opts.storage);
  const demo = await seedDemo(db, opts);
  return { catalogue, catalogueImagesWritten, demo };
}
