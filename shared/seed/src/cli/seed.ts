// Usage: DATABASE_URL=postgres://… [STORAGE_DIR=.data/storage] [SEED=catalogue|all] tsx src/cli/seed.ts
// Migrates first (through MIGRATION_DATABASE_URL when set, like the migrate CLI), then seeds the
// catalogue (rows and artwork) and, unless SEED=catalogue, the demo data. Images go through the
// storage library where the services read them: STORAGE_DIR, or the object store when
// STORAGE_DRIVER=s3 (its buckets made first by `npm run storage:setup`).
import { resolve } from 'node:path';
import { seedCatalogue } from '@cerca/catalogue/seed-catalogue';
import { createDb, DEFAULT_DATABASE_URL, readMigrationSettings, readPoolSettings } from '@cerca/db';
import { ensureDatabase, migrateToLatest } from '@cerca/db/migrate';
import { createStorage, loadObjectStorageConfig } from '@cerca/storage';
import { seedDemo } from '../demo/index';
import { writeCatalogueMedia } from '../media/catalogue-media';

const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const migration = readMigrationSettings(process.env, DEFAULT_DATABASE_URL);
const storageDir = resolve(process.env.STORAGE_DIR ?? '.data/storage');
const objectStorage = loadObjectStorageConfig(process.env);
const only = process.env.SEED ?? 'all';

async function main(): Promise<void> {
  await ensureDatabase(migration.url);
  const migrator = createDb(migration.url, { max: 1 });
  try {
    await migrateToLatest(migrator, { lockTimeoutMillis: migration.lockTimeoutMillis });
  } finally {
    await migrator.destroy();
  }
  const db = createDb(url, { ...readPoolSettings(process.env), max: 2 });
  const storage = createStorage({ storageDir, objectStorage });
  try {
    const started = Date.now();
    console.info(
      'catalogue:',
      await seedCatalogue(db),
      `images written: ${await writeCatalogueMedia(storage)}`,
    );
    if (only !== 'catalogue')
      console.info(
        'demo:',
        await seedDemo(db, { storage }),
        `storage: ${objectStorage.s3 ? `S3 ${objectStorage.s3.endpoint ?? objectStorage.s3.region}` : storageDir}`,
      );
    console.info(`seeded in ${Date.now() - started} ms`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
