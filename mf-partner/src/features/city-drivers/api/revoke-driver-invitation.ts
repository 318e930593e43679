import {
  type CityDriverInvitation,
  revokeCityDriverInvitationResponseSchema,
} from '@cerca/contracts/city-drivers';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverInvitationsKeys } from './list-driver-invitations';

/** DELETE /api/partner/cities/:cityId/driver-invitations/:invitationId */
function revokeDriverInvitation(cityId: string, invitationId: string) {
  return apiFetch(
    `/api/partner/cities/${encodeURIComponent(cityId)}/driver-invitations/${encodeURIComponent(invitationId)}`,
    revokeCityDriverInvitationResponseSchema,
    { method: 'DELETE' },
  );
}

/** Revoked or already gone (404), the invitation leaves the list. */
export function useRevokeDriverInvitation(cityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeDriverInvitation(cityId, invitationId),
    onSettled: (_data, _error, invitationId) => {
      queryClient.setQueryData<CityDriverInvitation[]>(driverInvitationsKeys.city(cityId), (list) =>
        list?.filter((invitation) => invitation.id !== invitationId),
      );
      void queryClient.invalidateQueries({ queryKey: driverInvitationsKeys.city(cityId) });
    },
  });
}
