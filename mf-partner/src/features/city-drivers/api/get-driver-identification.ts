import { cityDriverIdentificationSchema } from '@cerca/contracts/city-drivers';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cityDriversKeys } from './list-city-drivers';

/** The signed URL lives 5 minutes: asked again well before it stops working. */
const FRESH_MS = 4 * 60 * 1000;

/** GET /api/partner/cities/:cityId/drivers/:driverId/identification — a short-lived signed URL. */
export function getDriverIdentification(cityId: string, driverId: string) {
  return apiFetch(
    `/api/partner/cities/${encodeURIComponent(cityId)}/drivers/${encodeURIComponent(driverId)}/identification`,
    cityDriverIdentificationSchema,
  );
}

export const driverIdentificationQueryOptions = (cityId: string, driverId: string) =>
  queryOptions({
    queryKey: cityDriversKeys.identification(cityId, driverId),
    queryFn: () => getDriverIdentification(cityId, driverId),
    staleTime: FRESH_MS,
    gcTime: FRESH_MS,
  });

/** Only while the details are open and a document is on file. */
export function useDriverIdentification(cityId: string, driverId: string, enabled: boolean) {
  return useQuery({ ...driverIdentificationQueryOptions(cityId, driverId), enabled });
}
