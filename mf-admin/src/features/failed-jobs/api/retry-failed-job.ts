import { type FailedJob, retryFailedJobResponseSchema } from '@cerca/contracts/admin-jobs';
import { apiFetch } from '@cerca/session';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { withoutJob } from '../lib/failed-job-view';
import { failedJobsKeys, type listFailedJobs } from './list-failed-jobs';

type FailedJobsData = InfiniteData<Awaited<ReturnType<typeof listFailedJobs>>, number>;

/** POST /api/admin/jobs/:queue/:id/retry — back to waiting with fresh attempts. */
export function retryFailedJob(job: Pick<FailedJob, 'queue' | 'id'>) {
  return apiFetch(
    `/api/admin/jobs/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}/retry`,
    retryFailedJobResponseSchema,
    { method: 'POST' },
  );
}

export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedJob,
    onSuccess: (_answer, job) => {
      // The row leaves every cached list at once. No refetch now: a job that fails again at once
      // would come straight back, and the admin sees it at the next load, with its new failure.
      queryClient.setQueriesData<FailedJobsData>({ queryKey: failedJobsKeys.all }, (data) =>
        data ? { ...data, pages: withoutJob(data.pages, job) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: failedJobsKeys.all, refetchType: 'none' });
      // The queue overview's counts (its feature's key: features do not import each other).
      void queryClient.invalidateQueries({ queryKey: ['admin', 'job-queues'] });
    },
  });
}
