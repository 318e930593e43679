import { randomUUID } from 'node:crypto';
import { createTestDatabase, insertCity, type TestDatabase } from '@cerca/db-testing';
import { routeWindowJobId, SWEEP_EVERY_MS, scheduleRouteWindow } from '@cerca/queues';
import { testConfig } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteSweepProcessor, createRouteWindowProcessor } from '../src/processors/route-window';
import { startWorkers, type WorkerSet } from '../src/workers';
import { clearRedisPrefixes, delayedAgain, waitFor } from './helpers';

// Spec 02 §9: a weekend route is active 72 hours from its date. The close job runs at expires_at
// (BullMQ delayed job), is idempotent, and the sweep (every 10 minutes and once at every start)
// closes routes whose job was lost. Times are injected by writing expires_at moments away.

let tdb: TestDatabase;
let cityId: string;
const configs: ReturnType<typeof testConfig>[] = [];
const started: WorkerSet[] = [];

beforeAll(async () => {
  tdb = await createTestDatabase();
  cityId = (await insertCity(tdb.db, { name: 'Guanajuato', state: 'Guanajuato' })).id;
});

afterAll(async () => {
  for (const workers of started) await workers.close();
  await tdb?.drop();
  await clearRedisPrefixes(
    testConfig().redisUrl,
    configs.map((config) => config.redisPrefix),
  );
});

/** Workers on their own Redis prefix (a fresh one unless `config` is given). */
async function workersOn(config = testConfig(), sweeps = false) {
  if (!configs.includes(config)) configs.push(config);
  const workers = await startWorkers({ config, db: tdb.db, sweeps });
  started.push(workers);
  return workers;
}

const HOUR = 3600 * 1000;

/** A route whose window ends `expiresInMs` from now (its date 72 hours before that). */
async function insertRoute(expiresInMs: number, active = true) {
  const expiresAt = new Date(Date.now() + expiresInMs);
  return tdb.db
    .insertInto('weekend_routes')
    .values({
      title: `Ruta ${randomUUID().slice(0, 6)}`,
      city_id: cityId,
      event_date: new Date(expiresAt.getTime() - 72 * HOUR),
      expires_at: expiresAt,
      active,
      color: 'blue',
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}

const isActive = async (id: string) =>
  (await tdb.db.selectFrom('weekend_routes').select('active').where('id', '=', id).executeTakeFirstOrThrow())
    .active;

/** What the /events read shows: active and expires_at in the future (the discovery service's filter). */
const listed = async (id: string) =>
  (await tdb.db
    .selectFrom('weekend_routes')
    .select('id')
    .where('id', '=', id)
    .where('active', '=', true)
    .where('expires_at', '>', new Date())
    .executeTakeFirst()) !== undefined;

async function finishedJob(workers: WorkerSet, routeId: string) {
  return waitFor(async () => {
    // The state first, then the job read afresh: a job read before it finished carries no result.
    if ((await workers.queues.queue['route-window'].getJobState(routeWindowJobId(routeId))) !== 'completed')
      return null;
    return workers.queues.queue['route-window'].getJob(routeWindowJobId(routeId));
  });
}

// biome-ignore lint/suspicious/noExplicitAny: the processors only read deps.db here.
const directDeps = (): any => ({ db: tdb.db });
// biome-ignore lint/suspicious/noExplicitAny: a job stand-in with the data the processor reads.
const jobFor = (routeId: string): any => ({ data: { routeId, expiresAt: new Date().toISOString() } });

describe('route-window close', () => {
  it('closes a route at the end of its window, not before', async () => {
    const workers = await workersOn();
    const route = await insertRoute(900);
    await scheduleRouteWindow(workers.queues, { routeId: route.id, expiresAt: route.expires_at });
    const job = await workers.queues.queue['route-window'].getJob(routeWindowJobId(route.id));
    expect(await job!.getState()).toBe('delayed');
    expect(await isActive(route.id)).toBe(true);
    expect(await listed(route.id)).toBe(true);

    const done = await finishedJob(workers, route.id);
    expect(done.returnvalue).toEqual({ outcome: 'closed' });
    expect(done.finishedOn!).toBeGreaterThanOrEqual(route.expires_at.getTime());
    expect(await isActive(route.id)).toBe(false);
    expect(await listed(route.id)).toBe(false);
  });

  it('waits for a window that was moved later, and closes it then', async () => {
    const workers = await workersOn();
    const route = await insertRoute(400);
    await scheduleRouteWindow(workers.queues, { routeId: route.id, expiresAt: route.expires_at });
    const later = new Date(Date.now() + 2000);
    await tdb.db
      .updateTable('weekend_routes')
      .set({ expires_at: later })
      .where('id', '=', route.id)
      .execute();
    // Its first run, at the old time, found the window moved and waited again.
    await delayedAgain(workers.queues.queue['route-window'], routeWindowJobId(route.id));
    expect(await isActive(route.id)).toBe(true);
    const done = await finishedJob(workers, route.id);
    expect(done.returnvalue).toEqual({ outcome: 'closed' });
    expect(done.finishedOn!).toBeGreaterThanOrEqual(later.getTime());
    expect(await isActive(route.id)).toBe(false);
  });

  it('is harmless to run twice, to schedule twice or to find the route gone', async () => {
    const close = createRouteWindowProcessor(directDeps());
    const route = await insertRoute(-1000);
    expect(await close(jobFor(route.id))).toEqual({ outcome: 'closed' });
    expect(await close(jobFor(route.id))).toEqual({ outcome: 'already_closed' });
    expect(await isActive(route.id)).toBe(false);
    expect(await close(jobFor(randomUUID()))).toEqual({ outcome: 'missing' });

    const workers = await workersOn();
    // Due in an hour, so it is surely still delayed when counted, however loaded the machine.
    const twice = await insertRoute(HOUR);
    await scheduleRouteWindow(workers.queues, { routeId: twice.id, expiresAt: twice.expires_at });
    await scheduleRouteWindow(workers.queues, { routeId: twice.id, expiresAt: twice.expires_at });
    const queue = workers.queues.queue['route-window'];
    const counts = await queue.getJobCounts('delayed', 'waiting');
    expect((counts.delayed ?? 0) + (counts.waiting ?? 0)).toBe(1);
    // Then its window ends (moved to the past) and the one job runs now instead of in an hour.
    await tdb.db
      .updateTable('weekend_routes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', twice.id)
      .execute();
    await (await queue.getJob(routeWindowJobId(twice.id)))!.promote();
    expect((await finishedJob(workers, twice.id)).returnvalue).toEqual({ outcome: 'closed' });
  });
});

describe('route-window sweep', () => {
  it('closes every route past its window whose job was lost, and only those', async () => {
    const sweep = createRouteSweepProcessor(directDeps());
    const lost = await insertRoute(-60_000);
    const justEnded = await insertRoute(-1);
    const open = await insertRoute(HOUR);
    const first = await sweep();
    expect(first.closed).toBeGreaterThanOrEqual(2);
    expect(await isActive(lost.id)).toBe(false);
    expect(await isActive(justEnded.id)).toBe(false);
    expect(await isActive(open.id)).toBe(true);
    // Idempotent: nothing left to close.
    expect(await sweep()).toEqual({ closed: 0 });
    expect(await isActive(open.id)).toBe(true);
  });

  it('runs at once when the workers start again, not 10 minutes later', async () => {
    const config = testConfig();
    // The first start creates the 10-minute scheduler (whose first run is immediate).
    const first = await workersOn(config, true);
    await first.close();
    // While no worker runs, a route's window ends and its job is lost.
    const missed = await insertRoute(-5 * 60_000);
    expect(await isActive(missed.id)).toBe(true);
    expect(await listed(missed.id)).toBe(false);

    const second = await workersOn(config, true);
    // The scheduler's next run is still up to 10 minutes away…
    const schedulers = await second.queues.queue['route-window'].getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]!.every).toBe(SWEEP_EVERY_MS);
    expect(schedulers[0]!.next! - Date.now()).toBeGreaterThan(60_000);
    // …yet the start sweep closes the route now.
    await waitFor(async () => !(await isActive(missed.id)), 5_000);
  });
});
