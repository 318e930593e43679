import {
  type PublicProfileResponse,
  publicProfileResponseSchema,
} from '@cerca/contracts/city-life/public-profile';
import { apiFetch, onProfileChanged } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../api/query-client';
import { queryRoots } from '../../../api/query-roots';

/** Every query key of this resource, in one place. */
export const publicProfileKeys = {
  all: queryRoots.publicProfile,
  of: (personId: string) => [...publicProfileKeys.all, personId] as const,
  posts: (personId: string) => [...publicProfileKeys.of(personId), 'posts'] as const,
};

/** GET /api/discovery/people/:id — names, avatar, the e-mail if its owner shows it, counts. */
export async function getPublicProfile(personId: string): Promise<PublicProfileResponse> {
  return apiFetch(`/api/discovery/people/${encodeURIComponent(personId)}`, publicProfileResponseSchema);
}

export const publicProfileQueryOptions = (personId: string) =>
  queryOptions({
    queryKey: publicProfileKeys.of(personId),
    queryFn: () => getPublicProfile(personId),
  });

// The e-mail setting is changed on /profile, another app, while this page is not mounted: when
// that app announces the change, the cached profiles are dropped (not merely marked stale), so
// the next visit waits for the new answer instead of showing the old one first. Registered once,
// when the page's code loads.
onProfileChanged(() => queryClient.removeQueries({ queryKey: publicProfileKeys.all }));

export function usePublicProfile(personId: string) {
  return useQuery(publicProfileQueryOptions(personId));
}
