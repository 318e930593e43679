import { type UserSearchResponse, userSearchResponseSchema } from '@cerca/contracts/people';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const userSearchKeys = {
  all: ['user-search'] as const,
  // Keyed by user too: signing in as someone else must ask again.
  of: (q: string, userId: string | undefined) => [...userSearchKeys.all, q, userId ?? null] as const,
};

/** GET /api/discovery/users?q= — signed-in people only, at most 20 public profiles. */
export async function searchUsers(q: string): Promise<UserSearchResponse> {
  return apiFetch(`/api/discovery/users?${new URLSearchParams({ q })}`, userSearchResponseSchema);
}

export const userSearchQueryOptions = (q: string, userId: string | undefined) =>
  queryOptions({ queryKey: userSearchKeys.of(q, userId), queryFn: () => searchUsers(q) });

/** Runs only for a signed-in person with non-empty text (spec 01 §5). */
export function useUserSearch(q: string, userId: string | undefined) {
  return useQuery({ ...userSearchQueryOptions(q, userId), enabled: Boolean(userId) && q.trim() !== '' });
}
