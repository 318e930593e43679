import type { QueueName, Queues } from '@cerca/queues';
import { errors } from '@cerca/service-kit';
import { isQueueName } from '../../dead-letter';
import messages from '../../messages.json';

/**
 * Runs a dead-letter action (retry, remove) on the job a route's path names: 404 for an unknown
 * queue or job, 409 for a job that is no longer failed.
 */
export async function failedJobAction(
  queues: Queues,
  queue: string,
  id: string,
  action: (queues: Queues, name: QueueName, id: string) => Promise<'done' | 'missing' | 'not_failed'>,
): Promise<QueueName> {
  if (!isQueueName(queue)) throw errors.notFound('queue_not_found', messages.queueNotFound);
  const outcome = await action(queues, queue, id);
  if (outcome === 'missing') throw errors.notFound('job_not_found', messages.jobNotFound);
  if (outcome === 'not_failed') throw errors.conflict('job_not_failed', messages.jobNotFailed);
  return queue;
}
