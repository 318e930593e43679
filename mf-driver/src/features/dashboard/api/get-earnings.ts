import { type DriverEarnings, driverEarningsSchema } from '@cerca/contracts/driver-earnings';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { earningsKeys } from './earnings-keys';

/** GET /api/driver/me/earnings — today's and this week's deliveries, tips, cash; the rating. */
const earningsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: earningsKeys.of(userId),
    queryFn: (): Promise<DriverEarnings> => apiFetch('/api/driver/me/earnings', driverEarningsSchema),
  });

export function useEarnings(userId: string) {
  return useQuery(earningsQueryOptions(userId));
}
