import { type MyBusinessesResponse, myBusinessesResponseSchema } from '@cerca/contracts/publishing';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const myBusinessesKeys = { all: ['menu-my-businesses'] as const };

/** GET /api/discovery/me/businesses — the businesses whose menu the caller may choose to manage. */
export async function getMyBusinesses(): Promise<MyBusinessesResponse> {
  return apiFetch('/api/discovery/me/businesses', myBusinessesResponseSchema);
}

export function useMyBusinesses() {
  return useQuery(queryOptions({ queryKey: myBusinessesKeys.all, queryFn: getMyBusinesses }));
}
