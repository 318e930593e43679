import { type FailedJob, removeFailedJobResponseSchema } from '@cerca/contracts/admin-jobs';
import { apiFetch } from '@cerca/session';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { withoutJob } from '../lib/failed-job-view';
import { failedJobsKeys, type listFailedJobs } from './list-failed-jobs';

type FailedJobsData = InfiniteData<Awaited<ReturnType<typeof listFailedJobs>>, number>;

/** DELETE /api/admin/jobs/:queue/:id — the dead letter is removed for good. */
export function removeFailedJob(job: Pick<FailedJob, 'queue' | 'id'>) {
  return apiFetch(
    `/api/admin/jobs/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}`,
    removeFailedJobResponseSchema,
    { method: 'DELETE' },
  );
}

export function useRemoveFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFailedJob,
    onSuccess: (_answer, job) => {
      // The row leaves every cached list at once, like a retried one.
      queryClient.setQueriesData<FailedJobsData>({ queryKey: failedJobsKeys.all }, (data) =>
        data ? { ...data, pages: withoutJob(data.pages, job) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: failedJobsKeys.all, refetchType: 'none' });
      // The queue overview's failed counts (its feature's key: features do not import each other).
      void queryClient.invalidateQueries({ queryKey: ['admin', 'job-queues'] });
    },
  });
}
