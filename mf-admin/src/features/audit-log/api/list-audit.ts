import { auditResponseSchema } from '@cerca/contracts/audit-log';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

/** Every query key of the audit log ('' = every city). */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (cityId: string) => [...auditKeys.all, cityId] as const,
};

/** GET /api/admin/audit?city=&cursor= — newest first, keyset paged. */
export function listAudit(cityId: string, cursor: string | null) {
  const query = new URLSearchParams();
  if (cityId) query.set('city', cityId);
  if (cursor) query.set('cursor', cursor);
  const search = query.size ? `?${query}` : '';
  return apiFetch(`/api/admin/audit${search}`, auditResponseSchema);
}

export const auditQueryOptions = (cityId: string) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(cityId),
    queryFn: ({ pageParam }) => listAudit(cityId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    // Every action anywhere adds an entry: each visit to the tab loads it afresh.
    staleTime: 0,
  });

export function useAuditLog(cityId: string) {
  return useInfiniteQuery({ ...auditQueryOptions(cityId), placeholderData: keepPreviousData });
}
