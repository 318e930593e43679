import { deleteCityDriverResponseSchema } from '@cerca/contracts/city-drivers';
import { apiFetch } from '@cerca/session';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { withoutDriver } from '../lib/city-drivers-view';
import { cityDriversKeys, type listCityDrivers } from './list-city-drivers';

type DriversData = InfiniteData<Awaited<ReturnType<typeof listCityDrivers>>, string | null>;

/** DELETE /api/partner/cities/:cityId/drivers/:driverId */
export function deleteCityDriver(cityId: string, driverId: string) {
  return apiFetch(
    `/api/partner/cities/${encodeURIComponent(cityId)}/drivers/${encodeURIComponent(driverId)}`,
    deleteCityDriverResponseSchema,
    { method: 'DELETE' },
  );
}

export function useDeleteCityDriver(cityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (driverId: string) => deleteCityDriver(cityId, driverId),
    onSuccess: ({ id }) => {
      queryClient.setQueriesData<DriversData>({ queryKey: cityDriversKeys.city(cityId) }, (data) =>
        data?.pages ? { ...data, pages: withoutDriver(data.pages, id) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: cityDriversKeys.city(cityId), refetchType: 'none' });
    },
  });
}
