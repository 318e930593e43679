import { type CityDriver, cityDriverResponseSchema } from '@cerca/contracts/city-drivers';
import type { DriverStatus } from '@cerca/contracts/driver-me';
import { apiFetch } from '@cerca/session';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { withDriver } from '../lib/city-drivers-view';
import { cityDriversKeys, type listCityDrivers } from './list-city-drivers';

type DriversData = InfiniteData<Awaited<ReturnType<typeof listCityDrivers>>, string | null>;

/** PATCH /api/partner/cities/:cityId/drivers/:driverId {status} — availability goes off too. */
export function updateCityDriver(cityId: string, driverId: string, status: DriverStatus) {
  return apiFetch(
    `/api/partner/cities/${encodeURIComponent(cityId)}/drivers/${encodeURIComponent(driverId)}`,
    cityDriverResponseSchema,
    { method: 'PATCH', body: JSON.stringify({ status }) },
  );
}

export function useUpdateCityDriver(cityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ driver, status }: { driver: Pick<CityDriver, 'id'>; status: DriverStatus }) =>
      updateCityDriver(cityId, driver.id, status),
    onSuccess: ({ driver }) => {
      // The row changes in every cached list at once; lists filtered by status catch up on refetch.
      queryClient.setQueriesData<DriversData>({ queryKey: cityDriversKeys.city(cityId) }, (data) =>
        data?.pages ? { ...data, pages: withDriver(data.pages, driver) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: cityDriversKeys.city(cityId), refetchType: 'none' });
    },
  });
}
