import type { Driver } from '@cerca/contracts';
import {
  acceptDriverInvitationResponseSchema,
  type DriverInvitation,
  declineDriverInvitationResponseSchema,
  INVITATION_TOKEN_HEADER,
} from '@cerca/contracts/driver-invitations';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverKeys } from '../../../api/get-driver';
import { invitationsKeys } from './list-invitations';

const path = (id: string, answer: 'accept' | 'decline') =>
  `/api/driver/invitations/${encodeURIComponent(id)}/${answer}`;
const tokenHeaders = (token: string | null): Record<string, string> =>
  token ? { [INVITATION_TOKEN_HEADER]: token } : {};

/** POST /api/driver/invitations/:id/accept — the person is a driver of the invitation's city. */
async function acceptInvitation(id: string, token: string | null): Promise<Driver> {
  const init = { method: 'POST', headers: tokenHeaders(token) };
  return (await apiFetch(path(id, 'accept'), acceptDriverInvitationResponseSchema, init)).driver;
}

/** POST /api/driver/invitations/:id/decline */
async function declineInvitation(id: string, token: string | null): Promise<string> {
  const init = { method: 'POST', headers: tokenHeaders(token) };
  return (await apiFetch(path(id, 'decline'), declineDriverInvitationResponseSchema, init)).id;
}

/**
 * Accepting puts the new driver record in the cache both pages read; answered or refused, the
 * invitations load again (an answered one is gone from the list).
 */
export function useAnswerInvitation(userId: string, token: string | null) {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: invitationsKeys.all });
  const accept = useMutation({
    mutationFn: (invitation: DriverInvitation) => acceptInvitation(invitation.id, token),
    onSuccess: (driver) => queryClient.setQueryData<Driver | null>(driverKeys.of(userId), driver),
    onSettled: settle,
  });
  const decline = useMutation({
    mutationFn: (invitation: DriverInvitation) => declineInvitation(invitation.id, token),
    onSettled: settle,
  });
  return { accept, decline };
}
