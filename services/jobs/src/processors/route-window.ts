import { sql } from '@cerca/db';
import type { RouteWindowJob } from '@cerca/queues';
import { DelayedError, type Job } from 'bullmq';
import type { ProcessorDeps } from '../deps';

/**
 * route-window/close: a weekend route is active for 72 hours from its date; at expires_at it
 * is marked inactive. Reads filter on expires_at anyway; this keeps `active` truthful.
 */
export function createRouteWindowProcessor(deps: ProcessorDeps) {
  return async (job: Job<RouteWindowJob>, token?: string) => {
    const route = await deps.db
      .selectFrom('weekend_routes')
      .select(['id', 'expires_at', sql<Date>`now()`.as('now')])
      .where('id', '=', job.data.routeId)
      .executeTakeFirst();
    if (!route) return { outcome: 'missing' };
    const expiresAt = new Date(route.expires_at);
    if (expiresAt.getTime() > new Date(route.now).getTime()) {
      await job.moveToDelayed(expiresAt.getTime(), token);
      throw new DelayedError();
    }
    const result = await deps.db
      .updateTable('weekend_routes')
      .set({ active: false })
      .where('id', '=', route.id)
      .where('active', '=', true)
      .where('expires_at', '<=', sql<Date>`now()`)
      .executeTakeFirst();
    // Idempotent: a second run (a retry, a job scheduled twice, the sweep first) changes nothing.
    return { outcome: Number(result.numUpdatedRows) > 0 ? 'closed' : 'already_closed' };
  };
}

/** route-window/sweep: closes every route past its window (lost jobs). */
export function createRouteSweepProcessor(deps: ProcessorDeps) {
  return async () => {
    const result = await deps.db
      .updateTable('weekend_routes')
      .set({ active: false })
      .where('active', '=', true)
      .where('expires_at', '<=', sql<Date>`now()`)
      .executeTakeFirst();
    return { closed: Number(result.numUpdatedRows) };
  };
}
