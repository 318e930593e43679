import { type MyBusinessesResponse, myBusinessesResponseSchema } from '@cerca/contracts/publishing';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

/** Every query key of this resource, in one place. */
export const myBusinessesKeys = {
  all: queryRoots.myBusinesses,
  // Keyed by user: signing in as someone else must ask again.
  of: (userId: string) => [...myBusinessesKeys.all, userId] as const,
};

/** GET /api/discovery/me/businesses — the caller's businesses, newest first, for Crear's picker. */
export async function getMyBusinesses(): Promise<MyBusinessesResponse> {
  return apiFetch('/api/discovery/me/businesses', myBusinessesResponseSchema);
}

export const myBusinessesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: myBusinessesKeys.of(userId), queryFn: getMyBusinesses });

export function useMyBusinesses(userId: string | undefined) {
  return useQuery({ ...myBusinessesQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
