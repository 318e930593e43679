import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import pg from 'pg';
import { migrations } from '../migrations/index';
import { DEFAULT_MIGRATION_LOCK_TIMEOUT_MS } from './database-settings';

export { migrations };

/**
 * One migration of the stream: `up` (and `down`) from its file. A file that exports
 * `export const transaction = false` runs outside a transaction (CREATE INDEX CONCURRENTLY,
 * which Postgres refuses inside one); every other migration runs in a transaction of its own.
 */
export interface StreamMigration extends Migration {
  transaction?: boolean;
}

export interface MigrateOptions {
  /** Where progress lines go; default console.info. Pass `() => {}` to silence. */
  log?: (line: string) => void;
  /**
   * lock_timeout of each migration's statements, in ms (default 5000; the CLIs pass
   * MIGRATION_LOCK_TIMEOUT). A migration that waits longer for a lock fails and is rolled back,
   * instead of queueing every request behind its ACCESS EXCLUSIVE lock while it waits.
   */
  lockTimeoutMillis?: number;
  /** The stream to apply; default the shipped one (tests pass their own). */
  migrations?: Record<string, StreamMigration>;
}

/**
 * The advisory lock every migrator takes for its whole run: Kysely's own key, so a migrator of an
 * older release (Kysely's Migrator) and this one never run at the same time either.
 */
const MIGRATION_LOCK_ID = '3853314791062309107';
/** How long a migrator waits for another one to finish. */
const LOCK_WAIT_MS = 60 * 60 * 1000;
/** The history table, Kysely's: databases migrated before keep their record. */
const HISTORY = 'kysely_migration';

// biome-ignore lint/suspicious/noExplicitAny: any Kysely (typed or not) can run the stream.
type AnyDb = Kysely<any>;

function failure(name: string, direction: string, error: unknown, outsideTransaction: boolean): Error {
  const reason = error instanceof Error ? error.message : String(error);
  const left = outsideTransaction
    ? ' It ran outside a transaction: what it did before failing stays, and running it again must complete it.'
    : '';
  const err = new Error(`Migration failed: ${name} ${direction}: ${reason}.${left}`);
  (err as Error & { cause?: unknown }).cause = error;
  return err;
}

/** Runs `fn` on one connection of `db` holding the migration lock (a session-level advisory lock). */
async function withMigrationLock<T>(
  db: AnyDb,
  log: (line: string) => void,
  fn: (conn: AnyDb) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${sql.lit(MIGRATION_LOCK_ID)}::bigint) as locked`.execute(conn);
    if (!rows[0]?.locked) {
      // Waits as Kysely's migrator did, up to an hour, whatever statement timeout the pool sets.
      log('migrations: waiting for another migrator to finish');
      await sql.raw(`set statement_timeout = 0; set lock_timeout = ${LOCK_WAIT_MS}`).execute(conn);
      await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_ID)}::bigint)`.execute(conn);
      await sql.raw('reset statement_timeout; reset lock_timeout').execute(conn);
    }
    try {
      await sql`
        create table if not exists ${sql.id(HISTORY)} (
          name varchar(255) not null primary key,
          timestamp varchar(255) not null
        )`.execute(conn);
      return await fn(conn);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_ID)}::bigint)`.execute(conn);
    }
  });
}

interface History {
  names: string[];
  lastRunAt: number;
}

async function history(conn: AnyDb, stream: Record<string, StreamMigration>): Promise<History> {
  const rows = await conn.selectFrom(HISTORY).select(['name', 'timestamp']).execute();
  const names = rows.map((row: { name: string }) => row.name).sort();
  const known = Object.keys(stream).sort();
  for (const [i, name] of names.entries()) {
    if (!(name in stream)) throw new Error(`corrupted migrations: applied migration ${name} is missing`);
    if (known[i] !== name)
      throw new Error(
        `corrupted migrations: ${known[i]} comes before the applied ${name}; a new migration must sort after every applied one`,
      );
  }
  const lastRunAt = Math.max(0, ...rows.map((row: { timestamp: string }) => Date.parse(row.timestamp) || 0));
  return { names, lastRunAt };
}

/**
 * Runs one step: inside a transaction of its own (lock_timeout set LOCAL, the history row written
 * in the same transaction, so a failure leaves nothing behind), or, for a migration that opts out,
 * on the bare connection with the same limits set for the session and reset afterwards.
 * statement_timeout and idle_in_transaction_session_timeout are lifted: a long index build or
 * backfill is expected here, and lock_timeout is what keeps it from blocking everyone.
 */
async function runStep(
  conn: AnyDb,
  migration: StreamMigration,
  lockTimeoutMillis: number,
  body: (db: AnyDb) => Promise<void>,
): Promise<void> {
  const limits = [
    `lock_timeout = ${lockTimeoutMillis}`,
    'statement_timeout = 0',
    'idle_in_transaction_session_timeout = 0',
  ];
  if (migration.transaction !== false) {
    await conn.transaction().execute(async (trx) => {
      for (const limit of limits) await sql.raw(`set local ${limit}`).execute(trx);
      await body(trx);
    });
    return;
  }
  const reset = async () => {
    for (const limit of limits) await sql.raw(`reset ${limit.split(' ')[0]}`).execute(conn);
  };
  for (const limit of limits) await sql.raw(`set ${limit}`).execute(conn);
  try {
    await body(conn);
  } catch (error) {
    // The migration's own error is the one to report, even when the connection is gone too.
    await reset().catch(() => {});
    throw error;
  }
  await reset();
}

function lockTimeout(opts: MigrateOptions): number {
  const ms = opts.lockTimeoutMillis ?? DEFAULT_MIGRATION_LOCK_TIMEOUT_MS;
  if (!Number.isSafeInteger(ms) || ms < 1)
    throw new Error(`lock timeout must be a positive integer, got ${ms}`);
  return ms;
}

/**
 * Applies every pending migration in name order, each in its own transaction (except one that
 * exports `transaction = false`), under the session-level migration lock: a second migrator waits
 * for the first and then finds nothing to do. Logs each one; throws on the first failure, which
 * leaves the migrations before it applied.
 */
export async function migrateToLatest(db: AnyDb, opts: MigrateOptions = {}): Promise<string[]> {
  const log = opts.log ?? ((line: string) => console.info(line));
  const stream = opts.migrations ?? (migrations as Record<string, StreamMigration>);
  const lockTimeoutMillis = lockTimeout(opts);
  const applied = await withMigrationLock(db, log, async (conn) => {
    const done = await history(conn, stream);
    const pending = Object.keys(stream)
      .sort()
      .filter((name) => !done.names.includes(name));
    let lastRunAt = done.lastRunAt;
    const names: string[] = [];
    for (const name of pending) {
      const migration = stream[name] as StreamMigration;
      // Later than every earlier row even when the clock stepped back: Kysely orders by it.
      lastRunAt = Math.max(Date.now(), lastRunAt + 1);
      const timestamp = new Date(lastRunAt).toISOString();
      try {
        await runStep(conn, migration, lockTimeoutMillis, async (step) => {
          await migration.up(step);
          await step.insertInto(HISTORY).values({ name, timestamp }).execute();
        });
      } catch (error) {
        log(`migration ${name} up: FAILED`);
        throw failure(name, 'up', error, migration.transaction === false);
      }
      log(`migration ${name} up: ok`);
      names.push(name);
    }
    return names;
  });
  if (!applied.length) log('migrations: already up to date');
  return applied;
}

/** Reverts every applied migration, newest first, each like it was applied. For tests and local resets only. */
export async function migrateDownAll(db: AnyDb, opts: MigrateOptions = {}): Promise<void> {
  await revert(db, opts, () => true);
}

/**
 * Reverts the applied migrations after `target` (which stays applied), newest first. For tests
 * that need the schema as an older release left it.
 */
export async function migrateDownTo(db: AnyDb, target: string, opts: MigrateOptions = {}): Promise<void> {
  const stream = opts.migrations ?? (migrations as Record<string, StreamMigration>);
  if (!(target in stream)) throw new Error(`No migration ${target}`);
  await revert(db, opts, (name) => name > target);
}

async function revert(db: AnyDb, opts: MigrateOptions, reverts: (name: string) => boolean): Promise<void> {
  const log = opts.log ?? ((line: string) => console.info(line));
  const stream = opts.migrations ?? (migrations as Record<string, StreamMigration>);
  const lockTimeoutMillis = lockTimeout(opts);
  await withMigrationLock(db, log, async (conn) => {
    const done = await history(conn, stream);
    for (const name of [...done.names].reverse().filter(reverts)) {
      const migration = stream[name] as StreamMigration;
      const down = migration.down;
      if (!down) throw new Error(`Migration failed: ${name} has no down`);
      try {
        await runStep(conn, migration, lockTimeoutMillis, async (step) => {
          await down(step);
          await step.deleteFrom(HISTORY).where('name', '=', name).execute();
        });
      } catch (error) {
        log(`migration ${name} down: FAILED`);
        throw failure(name, 'down', error, migration.transaction === false);
      }
      log(`migration ${name} down: ok`);
    }
  });
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
