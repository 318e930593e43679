import type { PublicProfileResponse } from '@cerca/contracts/city-life/public-profile';
import { loadExposedModule } from '@cerca/remote-kit/exposed';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagesKeys } from './list-conversations';

/** Every query key of this resource, in one place (under the feature's root). */
export const personKeys = {
  // The same answer for every caller, so the key does not carry who is asking.
  all: [...messagesKeys.all, 'person'] as const,
  of: (personId: string) => [...personKeys.all, personId] as const,
};

/**
 * The other person's public profile, with their businesses. The endpoint is discovery's, so it is
 * asked through discovery's exposed "./people" (issue 23: no remote calls another team's API).
 */
export async function getPerson(personId: string): Promise<PublicProfileResponse> {
  return (await loadExposedModule('mf_discovery/people')).getPerson(personId);
}

export const personQueryOptions = (personId: string) =>
  queryOptions({ queryKey: personKeys.of(personId), queryFn: () => getPerson(personId) });

/** The info panel's businesses: asked for only when the panel opens. */
export function usePerson(personId: string) {
  return useQuery(personQueryOptions(personId));
}
