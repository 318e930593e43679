// Usage: [MIGRATION_DATABASE_URL=postgres://…] DATABASE_URL=postgres://… tsx src/cli/migrate.ts
// Creates the database if missing, applies pending migrations, exits non-zero on failure.
// MIGRATION_DATABASE_URL (default DATABASE_URL) must reach Postgres directly, not through a
// transaction-mode pooler: the run holds a session-level advisory lock. MIGRATION_LOCK_TIMEOUT
// (ms, default 5000) bounds each migration's lock waits.

import { readMigrationSettings } from '../database-settings';
import { createDb, DEFAULT_DATABASE_URL } from '../index';
import { ensureDatabase, migrateToLatest } from '../migrate';

const settings = readMigrationSettings(process.env, DEFAULT_DATABASE_URL);

async function main(): Promise<void> {
  if (await ensureDatabase(settings.url)) console.info('database created');
  const db = createDb(settings.url, { max: 1 });
  try {
    await migrateToLatest(db, { lockTimeoutMillis: settings.lockTimeoutMillis });
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
