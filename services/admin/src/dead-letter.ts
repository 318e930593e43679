import { FAILED_JOBS_PAGE_SIZE, type FailedJob } from '@cerca/contracts/admin-jobs';
import { QUEUE_NAMES, type QueueName, type Queues } from '@cerca/queues';

// The dead-letter view: BullMQ keeps a job in its queue's failed set only after its last attempt
// (between attempts it waits in 'delayed'), so the failed sets are the dead letters.

export function isQueueName(name: string): name is QueueName {
  return (QUEUE_NAMES as readonly string[]).includes(name);
}

/**
 * One page of failed jobs, newest failure first, across `names`. Each queue's failed set is
 * ordered by failure time, so the first `page × size` of each suffice to merge the page.
 */
export async function listFailedJobs(
  queues: Queues,
  names: readonly QueueName[],
  page: number,
): Promise<{ jobs: FailedJob[]; total: number }> {
  const end = page * FAILED_JOBS_PAGE_SIZE;
  const perQueue = await Promise.all(
    names.map(async (name) => {
      const queue = queues.queue[name];
      const [count, jobs] = await Promise.all([queue.getFailedCount(), queue.getFailed(0, end - 1)]);
      return {
        count,
        jobs: jobs.filter(Boolean).map(
          (job): FailedJob => ({
            queue: name,
            name: job.name,
            id: String(job.id),
            data: job.data,
            failed_reason: job.failedReason ?? '',
            attempts_made: job.attemptsMade,
            finished_on: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
          }),
        ),
      };
    }),
  );
  const merged = perQueue
    .flatMap((entry) => entry.jobs)
    .sort((a, b) => (b.finished_on ?? '').localeCompare(a.finished_on ?? ''));
  return {
    jobs: merged.slice(end - FAILED_JOBS_PAGE_SIZE, end),
    total: perQueue.reduce((sum, entry) => sum + entry.count, 0),
  };
}

type QueueJob = NonNullable<Awaited<ReturnType<Queues['queue'][QueueName]['getJob']>>>;

/**
 * Runs `act` on a dead letter, 'done'; 'missing' or 'not_failed' otherwise: a waiting or running
 * job is left alone, and when `act` throws, someone retried or removed the job in between (a
 * worker holds it), so it is no longer a dead letter either.
 */
async function onFailedJob(
  queues: Queues,
  name: QueueName,
  id: string,
  act: (job: QueueJob) => Promise<unknown>,
): Promise<'done' | 'missing' | 'not_failed'> {
  const job = await queues.queue[name].getJob(id);
  if (!job) return 'missing';
  if ((await job.getState()) !== 'failed') return 'not_failed';
  try {
    await act(job);
  } catch {
    return 'not_failed';
  }
  return 'done';
}

/** Moves a failed job back to waiting with its attempts reset. */
export function retryFailedJob(queues: Queues, name: QueueName, id: string) {
  return onFailedJob(queues, name, id, (job) =>
    job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true }),
  );
}

/** Removes a failed job for good. */
export function removeFailedJob(queues: Queues, name: QueueName, id: string) {
  return onFailedJob(queues, name, id, (job) => job.remove());
}

/** Every queue with its job counts, in QUEUE_NAMES order. */
export async function queueCounts(queues: Queues) {
  return Promise.all(
    QUEUE_NAMES.map(async (name) => {
      const counts = await queues.queue[name].getJobCounts(
        'waiting',
        'active',
        'delayed',
        'failed',
        'completed',
      );
      return {
        name,
        counts: {
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completed: counts.completed ?? 0,
        },
      };
    }),
  );
}
