import { jobQueuesResponseSchema } from '@cerca/contracts/admin-jobs';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of the queue overview, in one place. */
export const jobQueuesKeys = {
  all: ['admin', 'job-queues'] as const,
};

/** GET /api/admin/jobs/queues — each BullMQ queue with its job counts. */
export function listJobQueues() {
  return apiFetch('/api/admin/jobs/queues', jobQueuesResponseSchema);
}

export const jobQueuesQueryOptions = () =>
  // Counts move every second; the tab reads them afresh on each visit and on 'Actualizar'.
  queryOptions({ queryKey: jobQueuesKeys.all, queryFn: listJobQueues, staleTime: 0 });

export function useJobQueues() {
  return useQuery(jobQueuesQueryOptions());
}
