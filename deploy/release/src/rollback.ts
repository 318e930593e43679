import type { Db } from '@cerca/db';
import { rollbackRemote } from '@cerca/releases';
import { type LiveGateway, type WaitResult, waitForVersion } from './live-gateway';

export interface RollbackOptions {
  /** The remote's folder name ("mf-driver"). */
  remote: string;
  /** Its container name in the live remotes manifest. */
  name: string;
  db: Db;
  gateway: LiveGateway;
  by: string;
  startedAt?: number;
  gatewayTimeoutMs?: number;
}

export type RollbackOutcome =
  | { status: 'nothing-to-roll-back' }
  | { status: 'rolled-back'; version: string | null; totalMs: number; gateway: WaitResult };

/**
 * Undoes the newest release of the remote that is not undone yet (what was live before it goes
 * live again; repeated rollbacks walk back to the configured build), then waits until the gateway
 * serves it. The files of the undone version stay in the store: pages already running it keep
 * loading its chunks until their next full load.
 */
export async function rollback(options: RollbackOptions): Promise<RollbackOutcome> {
  const startedAt = options.startedAt ?? performance.now();
  const result = await rollbackRemote(options.db, { remote: options.remote, by: options.by });
  if (!result) return { status: 'nothing-to-roll-back' };
  const version = result.live?.version ?? null;
  const gateway = await waitForVersion(options.gateway, options.name, version ?? undefined, {
    timeoutMs: options.gatewayTimeoutMs,
  });
  return { status: 'rolled-back', version, gateway, totalMs: performance.now() - startedAt };
}
