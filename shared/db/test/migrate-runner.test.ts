import { randomBytes } from 'node:crypto';
import { DEFAULT_TEST_DATABASE_SERVER } from '@cerca/db-testing';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db, sql } from '../src/index';
import {
  ensureDatabase,
  migrateDownAll,
  migrateToLatest,
  quoteIdent,
  type StreamMigration,
} from '../src/migrate';

// The runner on streams of this file's own, each test on an empty database of its own.
const server = (process.env.TEST_DATABASE_SERVER ?? DEFAULT_TEST_DATABASE_SERVER).replace(/\/+$/, '');
const quiet = { log: () => {} };
const opened: { name: string; db: Db }[] = [];

async function emptyDatabase(max = 2): Promise<{ url: string; db: Db }> {
  const name = `cerca_test_runner_${randomBytes(5).toString('hex')}`;
  const url = `${server}/${name}`;
  await ensureDatabase(url);
  const db = createDb(url, { max });
  opened.push({ name, db });
  return { url, db };
}

afterAll(async () => {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  for (const { name, db } of opened) {
    await db.destroy();
    if (name) await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
  }
  await client.end();
});

const step = (text: string, down?: string): StreamMigration => ({
  up: async (db) => void (await sql.raw(text).execute(db)),
  ...(down ? { down: async (db) => void (await sql.raw(down).execute(db)) } : {}),
});

async function applied(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

async function tableExists(db: Db, name: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select to_regclass(${name}) is not null as found`.execute(
    db,
  );
  return rows[0]?.found ?? false;
}

let db: Db;
let dbUrl: string;
beforeEach(async () => {
  ({ db, url: dbUrl } = await emptyDatabase());
});

describe('each migration in its own transaction', () => {
  it('keeps the migrations before a failing one and rolls the failing one back whole', async () => {
    const stream = {
      '2030-01-01T00-00-00_first': step('create table first_table (id int primary key)'),
      '2030-01-02T00-00-00_broken': step('create table second_table (id int); select 1 / 0'),
    };
    await expect(migrateToLatest(db, { ...quiet, migrations: stream })).rejects.toThrow(
      /Migration failed: 2030-01-02T00-00-00_broken up: division by zero/,
    );
    expect(await applied(db)).toEqual(['2030-01-01T00-00-00_first']);
    expect(await tableExists(db, 'first_table')).toBe(true);
    expect(await tableExists(db, 'second_table')).toBe(false);

    // Fixed, it applies alone on the next run.
    stream['2030-01-02T00-00-00_broken'] = step('create table second_table (id int)');
    expect(await migrateToLatest(db, { ...quiet, migrations: stream })).toEqual([
      '2030-01-02T00-00-00_broken',
    ]);
    expect(await tableExists(db, 'second_table')).toBe(true);
  });

  it('sets lock_timeout for the migration: a migration waiting on a lock fails fast and leaves nothing', async () => {
    const stream: Record<string, StreamMigration> = {
      '2030-01-01T00-00-00_table': step('create table busy_table (id int)'),
    };
    await migrateToLatest(db, { ...quiet, migrations: stream });
    stream['2030-01-02T00-00-00_column'] = step('alter table busy_table add column note text');

    // A long transaction still reading the table: the ALTER needs it alone.
    const reader = await db.connection().execute(async (holder) => {
      await sql`begin`.execute(holder);
      await sql`select count(*) from busy_table`.execute(holder);
      const started = Date.now();
      const outcome = await migrateToLatest(db, {
        ...quiet,
        migrations: stream,
        lockTimeoutMillis: 200,
      }).then(
        () => 'applied',
        (error: Error) => error.message,
      );
      const waited = Date.now() - started;
      await sql`rollback`.execute(holder);
      return { outcome, waited };
    });
    expect(reader.outcome).toMatch(/2030-01-02T00-00-00_column up: canceling statement due to lock timeout/);
    expect(reader.waited).toBeLessThan(2_000);
    expect(await applied(db)).toEqual(['2030-01-01T00-00-00_table']);

    // Nobody reads it any more: it applies.
    expect(await migrateToLatest(db, { ...quiet, migrations: stream })).toEqual([
      '2030-01-02T00-00-00_column',
    ]);
  });

  it('runs with the lock_timeout it was given and no statement timeout', async () => {
    const stream = {
      '2030-01-01T00-00-00_settings': step(`
        create table seen as
        select current_setting('lock_timeout') as lock_timeout,
               current_setting('statement_timeout') as statement_timeout`),
    };
    await migrateToLatest(db, { ...quiet, migrations: stream, lockTimeoutMillis: 1234 });
    const { rows } = await sql`select * from seen`.execute(db);
    expect(rows).toEqual([{ lock_timeout: '1234ms', statement_timeout: '0' }]);
  });
});

describe('a migration outside a transaction (export const transaction = false)', () => {
  const concurrentIndex = {
    up: async (target: Db) => {
      // Idempotent, as such a migration must be: a failed build leaves an INVALID index behind.
      await sql`drop index concurrently if exists big_table_note_idx`.execute(target);
      await sql`create index concurrently big_table_note_idx on big_table (note)`.execute(target);
    },
    down: async (target: Db) => {
      await sql`drop index concurrently if exists big_table_note_idx`.execute(target);
    },
  };
  const base = {
    '2030-01-01T00-00-00_big_table': step(
      "create table big_table as select g as id, 'n' || g as note from generate_series(1, 1000) g",
      'drop table big_table',
    ),
  };

  it('builds an index CONCURRENTLY, records it, and restores the session settings after', async () => {
    const { db: single } = await emptyDatabase(1);
    const stream = { ...base, '2030-01-02T00-00-00_note_index': { ...concurrentIndex, transaction: false } };
    expect(await migrateToLatest(single, { ...quiet, migrations: stream })).toEqual(Object.keys(stream));
    const { rows } = await sql<{ valid: boolean }>`
      select indisvalid as valid from pg_index where indexrelid = 'big_table_note_idx'::regclass`.execute(
      single,
    );
    expect(rows).toEqual([{ valid: true }]);
    // The pool's one connection ran the migration: its limits are the pool's again.
    const settings = await sql<{ lock: string; statement: string }>`
      select current_setting('lock_timeout') as lock, current_setting('statement_timeout') as statement`.execute(
      single,
    );
    expect(settings.rows).toEqual([{ lock: '0', statement: '15s' }]);

    await migrateDownAll(single, { ...quiet, migrations: stream });
    expect(await applied(single)).toEqual([]);
    expect(await tableExists(single, 'big_table')).toBe(false);
  });

  it('is refused by Postgres when the migration does not opt out of the transaction', async () => {
    const stream = { ...base, '2030-01-02T00-00-00_note_index': concurrentIndex };
    await expect(migrateToLatest(db, { ...quiet, migrations: stream })).rejects.toThrow(
      /cannot run inside a transaction block/,
    );
    expect(await applied(db)).toEqual(['2030-01-01T00-00-00_big_table']);
  });
});

describe('the migration lock', () => {
  it('waits while another migrator holds the session lock, then applies what is still pending', async () => {
    const stream = { '2030-01-01T00-00-00_a': step('create table lock_a (id int)') };
    // Another migrator (this one's or an older release's Kysely Migrator: the same key) is running.
    const other = new pg.Client({ connectionString: dbUrl });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(3853314791062309107)');
      let waiting!: () => void;
      const announced = new Promise<void>((resolve) => {
        waiting = resolve;
      });
      // A pool whose statements time out after 100 ms: waiting for the lock must not.
      const impatient = createDb(dbUrl, { max: 1, statementTimeoutMillis: 100 });
      opened.push({ name: '', db: impatient });
      const run = migrateToLatest(impatient, {
        migrations: stream,
        log: (line) => {
          if (line.includes('waiting for another migrator')) waiting();
        },
      });
      await announced;
      await expect
        .poll(async () => {
          const { rows } = await other.query(`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event = 'advisory'
              and now() - query_start > interval '300 milliseconds'`);
          return rows[0].n;
        })
        .toBe(1);
      expect(await tableExists(db, 'lock_a')).toBe(false);
      await other.query('select pg_advisory_unlock(3853314791062309107)');
      expect(await run).toEqual(['2030-01-01T00-00-00_a']);
      // The lock is released after the run: the other session can take it again at once.
      const { rows } = await other.query('select pg_try_advisory_lock(3853314791062309107) as locked');
      expect(rows[0].locked).toBe(true);
    } finally {
      await other.end();
    }
  });

  it('refuses a stream whose applied migrations are no longer its first ones', async () => {
    await migrateToLatest(db, { ...quiet, migrations: { '2030-01-02T00-00-00_b': step('select 1') } });
    await expect(
      migrateToLatest(db, {
        ...quiet,
        migrations: { '2030-01-01T00-00-00_a': step('select 1'), '2030-01-02T00-00-00_b': step('select 1') },
      }),
    ).rejects.toThrow(/corrupted migrations: 2030-01-01T00-00-00_a comes before the applied/);
  });
});
