import { type MeResponse, meResponseSchema } from '@cerca/contracts';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/query-keys';

export async function getMe(): Promise<MeResponse> {
  return meResponseSchema.parse(await apiFetch<unknown>('/api/ordering/me'));
}

export const meQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...ME_QUERY_KEY, userId], queryFn: getMe });

/** GET /api/ordering/me: profile, admin flag, owned businesses, whether there are messages. */
export function useMe(userId: string) {
  return useQuery(meQueryOptions(userId));
}
