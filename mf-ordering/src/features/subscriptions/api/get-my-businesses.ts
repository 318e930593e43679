import { type MyBusinessesResponse, myBusinessesResponseSchema } from '@cerca/contracts/publishing';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const myBusinessesKeys = {
  all: ['subscriptions', 'my-businesses'] as const,
  of: (userId: string) => [...myBusinessesKeys.all, userId] as const,
};

/** GET /api/discovery/me/businesses — the businesses a business plan can be bought for. */
export async function getMyBusinesses(): Promise<MyBusinessesResponse> {
  return apiFetch('/api/discovery/me/businesses', myBusinessesResponseSchema);
}

export function useMyBusinesses(userId: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: myBusinessesKeys.of(userId), queryFn: getMyBusinesses }),
    enabled,
  });
}
