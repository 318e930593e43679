import type { VehicleType } from '@cerca/contracts';
import { type CityDriver, cityDriversResponseSchema } from '@cerca/contracts/orders-panel';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessPath, ordersPanelKeys } from './get-business-orders';

/** GET /api/ordering/businesses/:id/drivers — approved drivers of the business's city. */
export async function getCityDrivers(
  businessId: string,
  q: string,
  vehicle: VehicleType | '',
): Promise<CityDriver[]> {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (vehicle) params.set('vehicle', vehicle);
  const query = params.toString();
  const answer = await apiFetch(
    `${businessPath(businessId)}/drivers${query ? `?${query}` : ''}`,
    cityDriversResponseSchema,
  );
  return answer.drivers;
}

export const cityDriversQueryOptions = (businessId: string, q: string, vehicle: VehicleType | '') =>
  queryOptions({
    queryKey: ordersPanelKeys.drivers(businessId, q.trim(), vehicle),
    queryFn: () => getCityDrivers(businessId, q, vehicle),
  });

export function useCityDrivers(businessId: string, q = '', vehicle: VehicleType | '' = '') {
  return useQuery(cityDriversQueryOptions(businessId, q, vehicle));
}
