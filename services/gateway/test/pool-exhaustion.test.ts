import { randomUUID } from 'node:crypto';
import { sql } from '@cerca/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test-gateway';

// The gateway as `npm start` runs it, with a pool of 2 that waits at most ACQUIRE_MS for a
// connection (DATABASE_POOL_MAX, DATABASE_CONNECT_TIMEOUT, as an operator sets them).
const ACQUIRE_MS = 1_000;
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({
    name: 'pool-exhaustion',
    env: { DATABASE_POOL_MAX: '2', DATABASE_CONNECT_TIMEOUT: String(ACQUIRE_MS) },
  });
});
afterAll(async () => {
  await gateway?.close();
});

const businessPage = () =>
  gateway.app.inject({ method: 'GET', url: `/api/discovery/businesses/${randomUUID()}` });

/** Sessions of the test database waiting for a lock: the gateway's requests stuck behind ours. */
async function sessionsWaitingForALock(): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`
    select count(*)::int as waiting from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(gateway.database.db);
  return rows[0]?.waiting ?? 0;
}

describe('a full database pool', () => {
  it('answers 503 database_busy within the acquire timeout, then serves again once connections free up', async () => {
    // Another client holds the businesses table: each business page keeps its pooled connection
    // while it waits, as slow queries would.
    await gateway.database.db.connection().execute(async (holder) => {
      await sql`begin`.execute(holder);
      await sql`lock table businesses in access exclusive mode`.execute(holder);
      const held = [businessPage(), businessPage()];
      await expect.poll(sessionsWaitingForALock, { timeout: 10_000 }).toBe(2);

      const started = performance.now();
      const busy = await businessPage();
      const waited = performance.now() - started;
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.json()).toMatchObject({
        statusCode: 503,
        code: 'database_busy',
        message: 'Estamos atendiendo a muchas personas en este momento. Intenta de nuevo en unos segundos.',
      });
      expect(waited).toBeLessThan(ACQUIRE_MS * 1.5);

      await sql`commit`.execute(holder);
      // The two waiting requests finish (no such business), and the pool serves new ones.
      expect((await Promise.all(held)).map((response) => response.statusCode)).toEqual([404, 404]);
      expect((await businessPage()).statusCode).toBe(404);
    });
  });
});
