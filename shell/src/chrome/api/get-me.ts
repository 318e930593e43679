import { type MeResponse, meResponseSchema } from '@cerca/contracts';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getMe(): Promise<MeResponse> {
  return meResponseSchema.parse(await apiFetch<unknown>('/api/ordering/me'));
}

export const meQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['chrome', 'me', userId], queryFn: getMe, staleTime: 60_000 });

/** What the user menu needs about the signed-in person (GET /api/ordering/me). */
export function useMe(userId: string | null) {
  return useQuery({ ...meQueryOptions(userId ?? ''), enabled: userId !== null });
}
