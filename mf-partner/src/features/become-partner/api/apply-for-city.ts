import {
  type PartnerApplicationBody,
  type PartnerApplicationResponse,
  partnerApplicationResponseSchema,
} from '@cerca/contracts/partner-wizard';
import { announceProfileChanged, apiFetch, getAuthClient } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myApplicationsKeys } from '../../../api/my-applications';

/** POST /api/partner/applications — the wizard's Enviar solicitud (signed in). */
export async function applyForCity(body: PartnerApplicationBody): Promise<PartnerApplicationResponse> {
  const answer = await apiFetch('/api/partner/applications', partnerApplicationResponseSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (answer.status === 'approved') await refreshRole();
  return answer;
}

/**
 * The new role reaches the page: a refreshed token carries it (the shell and every remote read
 * the session's role), and the apps that cache GET /me ask again.
 */
async function refreshRole(): Promise<void> {
  try {
    await (await getAuthClient()).refreshSession();
  } catch {
    // The role is granted on the server, which is what the dashboard checks; the token catches
    // up at its next automatic refresh.
  }
  announceProfileChanged();
}

export function useApplyForCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForCity,
    // The page's "en revisión" panel shows the new application.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationsKeys.all }),
  });
}
