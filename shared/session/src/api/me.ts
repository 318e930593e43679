import type { MeResponse } from '@cerca/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onProfileChanged } from '../profile-changed';
import { apiFetch } from './api-fetch';

/** Loaded with the first request (apiFetch's SchemaSource): the session is on every first visit. */
const loadMeResponseSchema = () =>
  import('@cerca/contracts/me').then((contract) => contract.meResponseSchema);

/** Every query key of this resource, in one place. */
export const meKeys = {
  all: ['me'] as const,
  ofUser: (userId: string) => [...meKeys.all, userId] as const,
};

/** GET /api/ordering/me: profile, admin flag, owned businesses, whether there are messages. */
export async function getMe(): Promise<MeResponse> {
  return apiFetch('/api/ordering/me', loadMeResponseSchema);
}

export const meQueryOptions = (userId: string) =>
  queryOptions({ queryKey: meKeys.ofUser(userId), queryFn: getMe, staleTime: 60_000 });

/**
 * The signed-in person (idle without one). Each app has its own cache, so when another app
 * announces a change (e.g. it created their business) this one asks again.
 */
export function useMe(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(
    () => onProfileChanged(() => void queryClient.invalidateQueries({ queryKey: meKeys.all })),
    [queryClient],
  );
  return useQuery({ ...meQueryOptions(userId ?? ''), enabled: userId !== null });
}
