import { cityDriverInvitationsResponseSchema } from '@cerca/contracts/city-drivers';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of a city's pending driver invitations, in one place. */
export const driverInvitationsKeys = {
  all: ['city-driver-invitations'] as const,
  city: (cityId: string) => [...driverInvitationsKeys.all, cityId] as const,
};

/** GET /api/partner/cities/:cityId/driver-invitations — the pending ones, newest first. */
async function listDriverInvitations(cityId: string) {
  const path = `/api/partner/cities/${encodeURIComponent(cityId)}/driver-invitations`;
  return (await apiFetch(path, cityDriverInvitationsResponseSchema)).invitations;
}

export const driverInvitationsQueryOptions = (cityId: string) =>
  queryOptions({
    queryKey: driverInvitationsKeys.city(cityId),
    queryFn: () => listDriverInvitations(cityId),
  });

export function useDriverInvitations(cityId: string) {
  return useQuery(driverInvitationsQueryOptions(cityId));
}
