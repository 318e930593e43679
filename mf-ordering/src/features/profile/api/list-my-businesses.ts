import { type MyBusinessesResponse, myBusinessesResponseSchema } from '@cerca/contracts/publishing';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const myBusinessesKeys = {
  all: ['my-businesses'] as const,
  ofUser: (userId: string) => [...myBusinessesKeys.all, userId] as const,
};

/** GET /api/discovery/me/businesses — the caller's businesses, newest first. */
export function listMyBusinesses(): Promise<MyBusinessesResponse> {
  return apiFetch('/api/discovery/me/businesses', myBusinessesResponseSchema);
}

export const myBusinessesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: myBusinessesKeys.ofUser(userId), queryFn: listMyBusinesses });

export function useMyBusinesses(userId: string) {
  return useQuery(myBusinessesQueryOptions(userId));
}
