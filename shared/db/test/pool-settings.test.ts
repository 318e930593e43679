import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDb,
  DatabaseBusyError,
  type Db,
  DEFAULT_POOL_SETTINGS,
  readMigrationSettings,
  readPoolSettings,
  sql,
} from '../src/index';

describe('readPoolSettings', () => {
  it('has defaults for every setting', () => {
    expect(readPoolSettings({})).toEqual({
      max: 10,
      maxWaiting: 100,
      connectTimeoutMillis: 5000,
      statementTimeoutMillis: 15000,
      idleInTransactionTimeoutMillis: 30000,
      preparedStatements: true,
    });
    expect(readPoolSettings({})).toEqual(DEFAULT_POOL_SETTINGS);
  });

  it('reads each variable', () => {
    expect(
      readPoolSettings({
        DATABASE_POOL_MAX: '25',
        DATABASE_POOL_MAX_WAITING: '0',
        DATABASE_CONNECT_TIMEOUT: '800',
        DATABASE_STATEMENT_TIMEOUT: '0',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT: '60000',
        DATABASE_PREPARED_STATEMENTS: 'off',
      }),
    ).toEqual({
      max: 25,
      maxWaiting: 0,
      connectTimeoutMillis: 800,
      statementTimeoutMillis: 0,
      idleInTransactionTimeoutMillis: 60000,
      preparedStatements: false,
    });
  });

  it('refuses values that are not what they must be', () => {
    expect(() => readPoolSettings({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX must be/);
    expect(() => readPoolSettings({ DATABASE_CONNECT_TIMEOUT: '5s' })).toThrow(/DATABASE_CONNECT_TIMEOUT/);
    expect(() => readPoolSettings({ DATABASE_STATEMENT_TIMEOUT: '-1' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT/,
    );
    expect(() => readPoolSettings({ DATABASE_PREPARED_STATEMENTS: 'maybe' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS must be on or off/,
    );
  });

  it('migrates through MIGRATION_DATABASE_URL when set, else DATABASE_URL', () => {
    const direct = 'postgres://cerca@db-primary:5432/cerca';
    const pooled = 'postgres://cerca@pgbouncer:6432/cerca';
    expect(readMigrationSettings({ DATABASE_URL: pooled, MIGRATION_DATABASE_URL: direct }, 'x')).toEqual({
      url: direct,
      lockTimeoutMillis: 5000,
    });
    expect(readMigrationSettings({ DATABASE_URL: pooled, MIGRATION_LOCK_TIMEOUT: '20000' }, 'x')).toEqual({
      url: pooled,
      lockTimeoutMillis: 20000,
    });
    expect(readMigrationSettings({ MIGRATION_DATABASE_URL: ' ' }, 'postgres://local/cerca').url).toBe(
      'postgres://local/cerca',
    );
  });
});

describe('a pool made with the settings', () => {
  let database: TestDatabase;
  const pools: Db[] = [];
  const pool = (opts: Parameters<typeof createDb>[1]) => {
    const db = createDb(database.url, opts);
    pools.push(db);
    return db;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const db of pools) await db.destroy();
    await database?.drop();
  });

  it('opens every connection with the statement and idle-in-transaction timeouts', async () => {
    const db = pool({ statementTimeoutMillis: 1234, idleInTransactionTimeoutMillis: 5678 });
    const { rows } = await sql<{ statement: string; idle: string }>`
      select current_setting('statement_timeout') as statement,
             current_setting('idle_in_transaction_session_timeout') as idle`.execute(db);
    expect(rows).toEqual([{ statement: '1234ms', idle: '5678ms' }]);
    await expect(sql`select pg_sleep(5)`.execute(pool({ statementTimeoutMillis: 50 }))).rejects.toThrow(
      /statement timeout/,
    );
  });

  it('refuses at once when all connections are busy and maxWaiting requests already wait', async () => {
    const db = pool({ max: 1, maxWaiting: 1, connectTimeoutMillis: 10_000 });
    let waiting: Promise<unknown> = Promise.resolve();
    await db.connection().execute(async () => {
      waiting = sql`select 1`.execute(db);
      const started = performance.now();
      await expect(sql`select 1`.execute(db)).rejects.toBeInstanceOf(DatabaseBusyError);
      // Refused without waiting for the 10 s acquire timeout.
      expect(performance.now() - started).toBeLessThan(1_000);
    });
    // The one that waited gets the connection once it is free.
    await expect(waiting).resolves.toBeDefined();
  });

  it('turns a wait longer than connectTimeoutMillis into DatabaseBusyError', async () => {
    const db = pool({ max: 1, connectTimeoutMillis: 200 });
    await db.connection().execute(async () => {
      const error = await sql`select 1`.execute(db).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DatabaseBusyError);
      expect((error as Error).message).toBe('database busy: no connection within 200 ms');
    });
  });
});
