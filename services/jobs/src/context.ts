import { queuesPlugin } from '@cerca/queues';
import type { ContextPlugin, ContextWith } from '@cerca/service-kit';
import { storagePlugin } from '@cerca/storage';
import type { WorkerSet } from './workers';

function runWorkersFromEnv(): boolean {
  const value = process.env.JOBS_RUN_WORKERS?.toLowerCase();
  return !(value === '0' || value === 'false' || value === 'no');
}

/** Whether this app runs the workers, and their sweeps; a test or the standalone process provides it as `jobsRun`. */
export interface JobsRun {
  /** Default: env JOBS_RUN_WORKERS, on unless '0'/'false'/'no'. */
  runWorkers: boolean;
  /** Register the 10-minute sweeps (default true). */
  sweeps?: boolean;
}

/** This app's workers, once started; closed gracefully with the app. */
interface JobsNode {
  workers: WorkerSet | null;
}

/**
 * What the jobs service takes on its context: the storage the workers read and write, the
 * queues (the admin view of their counts), whether workers run here, and the workers themselves.
 */
export const jobsPlugins = {
  storage: storagePlugin,
  queues: queuesPlugin,
  jobsRun: { create: (): JobsRun => ({ runWorkers: runWorkersFromEnv() }) } satisfies ContextPlugin<JobsRun>,
  node: {
    create: (): JobsNode => ({ workers: null }),
    async close(node) {
      await node.workers?.close();
      node.workers = null;
    },
  } satisfies ContextPlugin<JobsNode>,
};

export type JobsContext = ContextWith<typeof jobsPlugins>;
