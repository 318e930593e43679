// Usage: DATABASE_URL=postgres://… [STORAGE_DIR=.data/storage] [SEED=catalogue|all] tsx src/cli/seed.ts
// Migrates first, then seeds the catalogue (rows and artwork) and, unless SEED=catalogue, the demo
// data. Images go through the storage library into STORAGE_DIR, the folder the services serve.
import { resolve } from 'node:path';
import { createDb, DEFAULT_DATABASE_URL } from '@cerca/db';
import { ensureDatabase, migrateToLatest } from '@cerca/db/migrate';
import { createStorage } from '@cerca/storage';
import { seedDemo } from '../demo/index';
import { writeCatalogueMedia } from '../media/catalogue-media';
import { seedCatalogue } from '../seed-catalogue';

const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const storageDir = resolve(process.env.STORAGE_DIR ?? '.data/storage');
const only = process.env.SEED ?? 'all';

async function main(): Promise<void> {
  await ensureDatabase(url);
  const db = createDb(url, { max: 2 });
  const storage = createStorage({ storageDir });
  try {
    await migrateToLatest(db);
    const started = Date.now();
    console.info(
      'catalogue:',
      await seedCatalogue(db),
      `images written: ${await writeCatalogueMedia(storage)}`,
    );
    if (only !== 'catalogue')
      console.info('demo:', await seedDemo(db, { storage }), `storage: ${storageDir}`);
    console.info(`seeded in ${Date.now() - started} ms`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
