import { cityDriversResponseSchema } from '@cerca/contracts/city-drivers';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type DriverFilters, driversQuery } from '../lib/city-drivers-view';

/** Every query key of a city's drivers, in one place. */
export const cityDriversKeys = {
  all: ['city-drivers'] as const,
  city: (cityId: string) => [...cityDriversKeys.all, cityId] as const,
  list: (cityId: string, filters: DriverFilters) =>
    [...cityDriversKeys.city(cityId), 'list', filters.q.trim(), filters.status, filters.vehicle] as const,
  identification: (cityId: string, driverId: string) =>
    [...cityDriversKeys.city(cityId), 'identification', driverId] as const,
};

/** GET /api/partner/cities/:cityId/drivers?q=&status=&vehicle=&cursor= — newest first. */
export function listCityDrivers(cityId: string, filters: DriverFilters, cursor: string | null) {
  return apiFetch(
    `/api/partner/cities/${encodeURIComponent(cityId)}/drivers${driversQuery(filters, cursor)}`,
    cityDriversResponseSchema,
  );
}

export const cityDriversQueryOptions = (cityId: string, filters: DriverFilters) =>
  infiniteQueryOptions({
    queryKey: cityDriversKeys.list(cityId, filters),
    queryFn: ({ pageParam }) => listCityDrivers(cityId, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export function useCityDrivers(cityId: string, filters: DriverFilters) {
  return useInfiniteQuery({ ...cityDriversQueryOptions(cityId, filters), placeholderData: keepPreviousData });
}
