import { type MyBusinessesResponse, myBusinessesResponseSchema } from '@cerca/contracts/publishing';
// The package's own root, not relative files: this module is imported by path
// ('@cerca/session/my-businesses'), so each app bundles it, while apiFetch (and the auth client
// behind it) must stay the page's one shared copy.
import { apiFetch, onProfileChanged } from '@cerca/session';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Every query key of this resource, in one place: every app caches it under these. */
export const myBusinessesKeys = {
  all: ['my-businesses'] as const,
  // Keyed by user: signing in as someone else must ask again.
  of: (userId: string) => [...myBusinessesKeys.all, userId] as const,
};

/** GET /api/discovery/me/businesses: the caller's businesses, newest first. */
export function getMyBusinesses(): Promise<MyBusinessesResponse> {
  return apiFetch('/api/discovery/me/businesses', myBusinessesResponseSchema);
}

export const myBusinessesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: myBusinessesKeys.of(userId), queryFn: getMyBusinesses });

/**
 * The signed-in person's businesses (idle without a person, or while `enabled` is false). Each app
 * has its own cache, so when any app announces a profile change (it created a business) this one
 * asks again.
 */
export function useMyBusinesses(userId: string | null | undefined, enabled = true) {
  const queryClient = useQueryClient();
  useEffect(
    () => onProfileChanged(() => void queryClient.invalidateQueries({ queryKey: myBusinessesKeys.all })),
    [queryClient],
  );
  return useQuery({ ...myBusinessesQueryOptions(userId ?? ''), enabled: Boolean(userId) && enabled });
}
