import { type AddPartnerBody, addPartnerResponseSchema } from '@cerca/contracts/admin-partners';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCitiesKeys } from '../../../api/admin-cities';
import { partnersKeys } from './list-partners';

/** POST /api/admin/partners — the account with that e-mail becomes partner of the city. */
export function addPartner(body: AddPartnerBody) {
  return apiFetch('/api/admin/partners', addPartnerResponseSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useAddPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPartner,
    onSuccess: () => {
      // The partner list and the Ciudades tab's partner column both change.
      void queryClient.invalidateQueries({ queryKey: partnersKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminCitiesKeys.all });
    },
  });
}
