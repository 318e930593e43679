import { failedJobsResponseSchema } from '@cerca/contracts/admin-jobs';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

/** Every query key of the dead-letter list, in one place ('' = every queue). */
export const failedJobsKeys = {
  all: ['admin', 'failed-jobs'] as const,
  list: (queue: string) => [...failedJobsKeys.all, queue] as const,
};

/** GET /api/admin/jobs/failed?queue=&page= — jobs that failed their last attempt, newest first. */
export function listFailedJobs(queue: string, page: number) {
  const query = new URLSearchParams({ page: String(page) });
  if (queue) query.set('queue', queue);
  return apiFetch(`/api/admin/jobs/failed?${query}`, failedJobsResponseSchema);
}

export const failedJobsQueryOptions = (queue: string) =>
  infiniteQueryOptions({
    queryKey: failedJobsKeys.list(queue),
    queryFn: ({ pageParam }) => listFailedJobs(queue, pageParam),
    initialPageParam: 1,
    getNextPageParam: (page) => page.next_page,
    // Jobs keep failing and other admins retry them: every visit to the tab loads the list afresh.
    staleTime: 0,
  });

export function useFailedJobs(queue: string) {
  return useInfiniteQuery({ ...failedJobsQueryOptions(queue), placeholderData: keepPreviousData });
}
