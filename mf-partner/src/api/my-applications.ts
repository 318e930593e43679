import { type MyApplicationsResponse, myApplicationsResponseSchema } from '@cerca/contracts/partner-wizard';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of the caller's partner applications, in one place. */
export const myApplicationsKeys = {
  all: ['my-partner-applications'] as const,
  // Keyed by user: signing in as someone else must ask again.
  of: (userId: string | undefined) => [...myApplicationsKeys.all, userId ?? null] as const,
};

/** GET /api/partner/applications/mine — the caller's newest application per city. */
export async function getMyApplications(): Promise<MyApplicationsResponse> {
  return apiFetch('/api/partner/applications/mine', myApplicationsResponseSchema);
}

export const myApplicationsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: myApplicationsKeys.of(userId),
    queryFn: getMyApplications,
    // An admin decides elsewhere at any moment: each visit asks again.
    staleTime: 0,
  });

export function useMyApplications(userId: string | undefined, enabled: boolean) {
  return useQuery({ ...myApplicationsQueryOptions(userId), enabled });
}
