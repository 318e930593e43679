import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 22 (the fault drill): Postgres restarting ends every connection, including one lent to a
// transaction that is waiting on something else (the outbox relay awaits Redis between its
// statements). pg-pool listens for errors only on the clients it holds, so the lent client's
// 'error' went unheard and crashed the whole process.

let tdb: TestDatabase;
let admin: pg.Client;

beforeAll(async () => {
  tdb = await createTestDatabase();
  admin = new pg.Client({ connectionString: tdb.url });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  await tdb?.drop();
});

describe('a lent connection that Postgres ends', () => {
  it('fails the transaction using it, and nothing else', async () => {
    const transaction = tdb.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      const pid = rows[0]!.pid;
      // Ended while the transaction waits between two statements (as a restart ends it).
      await admin.query('select pg_terminate_backend($1)', [pid]);
      for (;;) {
        const alive = await admin.query('select 1 from pg_stat_activity where pid = $1', [pid]);
        if (alive.rowCount === 0) break;
      }
      // One more round trip: the ended client's socket has closed by then, and an unheard 'error'
      // there is an uncaught exception that fails this run.
      await admin.query('select 1');
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();
    // The pool dropped the dead client and serves the next caller.
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(tdb.db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
