import { adminCitiesResponseSchema } from '@cerca/contracts/admin-cities';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

// Shared by the Ciudades tab, the add-partner modal's city select and the audit log's filter
// (features do not import each other): one request, one cache entry.

/** Every query key of the admin's city list, in one place. */
export const adminCitiesKeys = {
  all: ['admin', 'cities'] as const,
};

/** GET /api/admin/cities — every city with country, business count and partner, by name. */
export function listAdminCities() {
  return apiFetch('/api/admin/cities', adminCitiesResponseSchema);
}

export const adminCitiesQueryOptions = () =>
  queryOptions({ queryKey: adminCitiesKeys.all, queryFn: listAdminCities, staleTime: 30_000 });

export function useAdminCities() {
  return useQuery(adminCitiesQueryOptions());
}
