import { adminPartnersResponseSchema } from '@cerca/contracts/admin-partners';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of the partner list, in one place. */
export const partnersKeys = {
  all: ['admin', 'partners'] as const,
};

/** GET /api/admin/partners — every city partner and the city they run. */
export function listPartners() {
  return apiFetch('/api/admin/partners', adminPartnersResponseSchema);
}

export const partnersQueryOptions = () =>
  // Other admins add and remove partners too: every visit to the tab loads the list afresh.
  queryOptions({ queryKey: partnersKeys.all, queryFn: listPartners, staleTime: 0 });

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
