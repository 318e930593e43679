import type { Kysely } from 'kysely';
import { type MigrationResult, Migrator, NO_MIGRATIONS } from 'kysely/migration';
import pg from 'pg';
import { migrations } from '../migrations/index';

export { migrations };

export interface MigrateOptions {
  /** Where progress lines go; default console.info. Pass `() => {}` to silence. */
  log?: (line: string) => void;
}

function migrator(db: Kysely<unknown>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function report(results: MigrationResult[] | undefined, log: (line: string) => void): void {
  for (const r of results ?? []) {
    if (r.status === 'Success') log(`migration ${r.migrationName} ${r.direction.toLowerCase()}: ok`);
    else if (r.status === 'Error') log(`migration ${r.migrationName} ${r.direction.toLowerCase()}: FAILED`);
    else log(`migration ${r.migrationName} ${r.direction.toLowerCase()}: not executed`);
  }
}

function fail(error: unknown): never {
  const err = new Error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  (err as Error & { cause?: unknown }).cause = error;
  throw err;
}

/** Applies every pending migration, each in its own transaction; logs each one; throws on failure. */
export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: any Kysely (typed or not) can run the stream.
  db: Kysely<any>,
  opts: MigrateOptions = {},
): Promise<string[]> {
  const log = opts.log ?? ((line: string) => console.info(line));
  const { error, results } = await migrator(db).migrateToLatest();
  report(results, log);
  if (error) fail(error);
  if (!results?.length) log('migrations: already up to date');
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Reverts every migration (all tables dropped). For tests and local resets only. */
// biome-ignore lint/suspicious/noExplicitAny: see migrateToLatest.
export async function migrateDownAll(db: Kysely<any>, opts: MigrateOptions = {}): Promise<void> {
  const log = opts.log ?? ((line: string) => console.info(line));
  const { error, results } = await migrator(db).migrateTo(NO_MIGRATIONS);
  report(results, log);
  if (error) fail(error);
}

/** The database name in a postgres:// URL and the URL of the `postgres` maintenance db beside it. */
export function splitDatabaseUrl(url: string): { name: string; serverUrl: string; maintenanceUrl: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!name) throw new Error(`No database name in ${parsed.protocol}//${parsed.host}`);
  parsed.pathname = '/';
  const serverUrl = parsed.toString().replace(/\/$/, '');
  parsed.pathname = '/postgres';
  return { name, serverUrl, maintenanceUrl: parsed.toString() };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Creates the database of `url` if it does not exist (connects to the server's `postgres` db). */
export async function ensureDatabase(url: string): Promise<boolean> {
  const { name, maintenanceUrl } = splitDatabaseUrl(url);
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`create database ${quoteIdent(name)}`);
      return true;
    } catch (error) {
      // 42P04 duplicate_database: another process created it between our check and create.
      if ((error as { code?: string }).code === '42P04') return false;
      throw error;
    }
  } finally {
    await client.end();
  }
}
