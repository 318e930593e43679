import { type MeResponse, meResponseSchema } from '@cerca/contracts';
import { apiFetch, onProfileChanged } from '@cerca/session';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export async function getMe(): Promise<MeResponse> {
  return meResponseSchema.parse(await apiFetch<unknown>('/api/ordering/me'));
}

export const meQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['chrome', 'me', userId], queryFn: getMe, staleTime: 60_000 });

/** What the user menu needs about the signed-in person (GET /api/ordering/me). */
export function useMe(userId: string | null) {
  const queryClient = useQueryClient();
  // Another app changed the person (e.g. created their business): refresh the menu's links.
  useEffect(
    () => onProfileChanged(() => void queryClient.invalidateQueries({ queryKey: ['chrome', 'me'] })),
    [queryClient],
  );
  return useQuery({ ...meQueryOptions(userId ?? ''), enabled: userId !== null });
}
