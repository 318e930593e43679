// Usage: DATABASE_URL=postgres://… tsx src/cli/migrate.ts
// Creates the database if missing, applies pending migrations, exits non-zero on failure.
import { createDb, DEFAULT_DATABASE_URL } from '../index';
import { ensureDatabase, migrateToLatest } from '../migrate';

const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

async function main(): Promise<void> {
  if (await ensureDatabase(url)) console.info('database created');
  const db = createDb(url, { max: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
