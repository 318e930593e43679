import { identificationUrlResponseSchema } from '@cerca/contracts/deliveries';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
const identificationKeys = {
  all: ['driver-identification'] as const,
  of: (driverId: string) => [...identificationKeys.all, driverId] as const,
};

/** GET /api/driver/drivers/:id/identification — a short-lived signed URL of the ID on file. */
async function getIdentificationUrl(driverId: string): Promise<string> {
  const path = `/api/driver/drivers/${encodeURIComponent(driverId)}/identification`;
  return (await apiFetch(path, identificationUrlResponseSchema)).url;
}

const identificationQueryOptions = (driverId: string) =>
  queryOptions({
    queryKey: identificationKeys.of(driverId),
    queryFn: () => getIdentificationUrl(driverId),
    // The URL expires: ask again rather than show a dead link from the cache.
    staleTime: 60_000,
    gcTime: 60_000,
    retry: false,
  });

/** The document on file, shown as the preview until another is picked. */
export function useIdentificationUrl(driverId: string | null) {
  return useQuery({ ...identificationQueryOptions(driverId ?? ''), enabled: Boolean(driverId) });
}
