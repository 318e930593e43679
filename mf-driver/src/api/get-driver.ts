import { type Driver, driverMeResponseSchema } from '@cerca/contracts/driver-me';
import { ApiError, apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const driverKeys = {
  all: ['driver-me'] as const,
  of: (userId: string) => [...driverKeys.all, userId] as const,
};

/** GET /api/driver/me — the caller's driver record, or null without one (404 driver_not_found). */
async function getDriver(): Promise<Driver | null> {
  try {
    return (await apiFetch('/api/driver/me', driverMeResponseSchema)).driver;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.code === 'driver_not_found') return null;
    throw error;
  }
}

const driverQueryOptions = (userId: string) =>
  queryOptions({ queryKey: driverKeys.of(userId), queryFn: getDriver });

/** The signed-in person's driver record (both pages read it; one cache entry). */
export function useDriver(userId: string) {
  return useQuery(driverQueryOptions(userId));
}
