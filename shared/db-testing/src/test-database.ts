import { randomBytes } from 'node:crypto';
import { seedCatalogue } from '@cerca/catalogue/seed-catalogue';
import { createDb, type Database } from '@cerca/db';
import { migrateToLatest, quoteIdent } from '@cerca/db/migrate';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { migratedTemplate } from './template-database';

export interface TestDatabase {
  /** postgres:// URL of the new database (for services that open their own pool). */
  url: string;
  /** A pool on it (max 5). drop() destroys it. */
  db: Kysely<Database>;
  /** Closes `db` and drops the database WITH (FORCE), so other open pools do not block it. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Also load the catalogue rows: countries, cities, categories and subcategories (no images). */
  seedCatalogue?: boolean;
  /** Pool size of the returned `db`; default 5. */
  max?: number;
}

export const DEFAULT_TEST_DATABASE_SERVER = 'postgres://postgres@127.0.0.1:5432';

function serverUrl(): string {
  return (process.env.TEST_DATABASE_SERVER ?? DEFAULT_TEST_DATABASE_SERVER).replace(/\/+$/, '');
}

async function onMaintenanceDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${serverUrl()}/postgres` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database `cerca_test_<random>` on TEST_DATABASE_SERVER (default
 * postgres://postgres@127.0.0.1:5432). Call drop() in afterAll.
 */
export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const name = `cerca_test_${randomBytes(6).toString('hex')}`;
  const url = `${serverUrl()}/${name}`;
  const template = await migratedTemplate(serverUrl(), onMaintenanceDb);
  await onMaintenanceDb((c) =>
    c.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`),
  );
  const db = createDb(url, { max: opts.max ?? 5 });
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await db.destroy();
    await onMaintenanceDb((c) => c.query(`drop database if exists ${quoteIdent(name)} with (force)`));
  };
  try {
    // A copy of the template is already migrated: this only confirms it.
    await migrateToLatest(db, { log: () => {} });
    if (opts.seedCatalogue) await seedCatalogue(db);
  } catch (error) {
    await drop();
    throw error;
  }
  return { url, db, drop };
}
