import { cityBusinessDeletedSchema } from '@cerca/contracts/city-dashboard';
import { apiFetch } from '@cerca/session';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { cityDashboardKeys, cityPath } from './city-dashboard-keys';
import type { listCityBusinesses } from './list-city-businesses';

type CityBusinessesData = InfiniteData<Awaited<ReturnType<typeof listCityBusinesses>>, string | null>;

/** DELETE /api/partner/cities/:cityId/businesses/:businessId */
export function deleteCityBusiness(cityId: string, businessId: string) {
  return apiFetch(
    cityPath(cityId, `businesses/${encodeURIComponent(businessId)}`),
    cityBusinessDeletedSchema,
    { method: 'DELETE' },
  );
}

export function useDeleteCityBusiness(cityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessId: string) => deleteCityBusiness(cityId, businessId),
    onSuccess: (_answer, businessId) => {
      // The row leaves every loaded search at once (keyset pages are not shifted by a removal);
      // the counts, feed, analytics and events of the city are read again when next shown.
      queryClient.setQueriesData<CityBusinessesData>(
        { queryKey: [...cityDashboardKeys.city(cityId), 'businesses'] },
        (data) => {
          if (!data) return data;
          const found = data.pages.some((page) =>
            page.businesses.some((business) => business.id === businessId),
          );
          return {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              businesses: page.businesses.filter((business) => business.id !== businessId),
              total: found ? Math.max(0, page.total - 1) : page.total,
            })),
          };
        },
      );
      void queryClient.invalidateQueries({ queryKey: cityDashboardKeys.city(cityId), refetchType: 'none' });
    },
  });
}
