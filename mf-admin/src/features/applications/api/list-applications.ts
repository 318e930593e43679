import { adminApplicationsResponseSchema } from '@cerca/contracts/admin-partners';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of the applications list, in one place. */
export const applicationsKeys = {
  all: ['admin', 'applications'] as const,
};

/** GET /api/admin/applications — pending and waitlisted partner applications, newest first. */
export function listApplications() {
  return apiFetch('/api/admin/applications', adminApplicationsResponseSchema);
}

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationsKeys.all, queryFn: listApplications, staleTime: 0 });

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}
