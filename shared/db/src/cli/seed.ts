// Usage: DATABASE_URL=postgres://… [STORAGE_DIR=.data/storage] [SEED=catalogue|all] tsx src/cli/seed.ts
// Migrates first, then seeds the catalogue and (unless SEED=catalogue) the demo data.
import { resolve } from 'node:path';
import { createDb, DEFAULT_DATABASE_URL } from '../index';
import { ensureDatabase, migrateToLatest } from '../migrate';
import { seedCatalogue, seedDemo } from '../seed/index';

const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const storageDir = resolve(process.env.STORAGE_DIR ?? '.data/storage');
const only = process.env.SEED ?? 'all';

async function main(): Promise<void> {
  await ensureDatabase(url);
  const db = createDb(url, { max: 2 });
  try {
    await migrateToLatest(db);
    const started = Date.now();
    console.info('catalogue:', await seedCatalogue(db));
    if (only !== 'catalogue')
      console.info('demo:', await seedDemo(db, { storageDir }), `storage: ${storageDir}`);
    console.info(`seeded in ${Date.now() - started} ms`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
