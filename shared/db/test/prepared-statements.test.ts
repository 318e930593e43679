import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, sql } from '../src/index';
import { statementName } from '../src/prepared-statements';

describe('statementName', () => {
  it('names one text the same way every time and two texts differently', () => {
    expect(statementName('select $1')).toBe(statementName('select $1'));
    expect(statementName('select $1')).not.toBe(statementName('select $1::int'));
  });
});

describe('prepared statements on every pooled connection', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url, { max: 1 });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('prepares a parameterised query once per connection and reuses it with new values', async () => {
    const square = (n: number) => sql<{ n: number }>`select ${n}::int * ${n}::int as n`.execute(db);
    expect((await square(3)).rows[0]?.n).toBe(9);
    expect((await square(4)).rows[0]?.n).toBe(16);
    const prepared = await sql<{ count: number }>`
      select count(*)::int as count from pg_prepared_statements where statement like ${'%::int * %'}`.execute(
      db,
    );
    expect(prepared.rows[0]?.count).toBe(1);
  });
});

describe('with DATABASE_PREPARED_STATEMENTS=off (preparedStatements: false)', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url, { max: 1, preparedStatements: false });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('runs parameterised queries unnamed: the connection keeps no prepared statement', async () => {
    const square = (n: number) => sql<{ n: number }>`select ${n}::int * ${n}::int as n`.execute(db);
    expect((await square(3)).rows[0]?.n).toBe(9);
    expect((await square(4)).rows[0]?.n).toBe(16);
    const city = await db.selectFrom('cities').select('id').where('name', '=', 'Nowhere').executeTakeFirst();
    expect(city).toBeUndefined();
    const prepared = await sql<{ count: number }>`
      select count(*)::int as count from pg_prepared_statements`.execute(db);
    expect(prepared.rows[0]?.count).toBe(0);
  });
});
