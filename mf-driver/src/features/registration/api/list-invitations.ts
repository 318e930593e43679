import {
  driverInvitationsResponseSchema,
  INVITATION_TOKEN_HEADER,
} from '@cerca/contracts/driver-invitations';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of the caller's driver invitations, in one place. */
export const invitationsKeys = {
  all: ['driver-invitations'] as const,
  of: (userId: string, token: string | null) => [...invitationsKeys.all, userId, token ?? ''] as const,
};

/**
 * GET /api/driver/invitations — the invitations addressed to the signed-in person; with the mail
 * link's secret, also the one it names while their address is not proven yet.
 */
export async function listInvitations(token: string | null) {
  const headers: Record<string, string> = token ? { [INVITATION_TOKEN_HEADER]: token } : {};
  return (await apiFetch('/api/driver/invitations', driverInvitationsResponseSchema, { headers }))
    .invitations;
}

const invitationsQueryOptions = (userId: string, token: string | null) =>
  queryOptions({ queryKey: invitationsKeys.of(userId, token), queryFn: () => listInvitations(token) });

export function useInvitations(userId: string, token: string | null) {
  return useQuery(invitationsQueryOptions(userId, token));
}
