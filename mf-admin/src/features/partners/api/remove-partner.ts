import { removePartnerResponseSchema } from '@cerca/contracts/admin-partners';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCitiesKeys } from '../../../api/admin-cities';
import { partnersKeys } from './list-partners';

/** DELETE /api/admin/partners/:id — back to role user, managed city cleared. */
export function removePartner(id: string) {
  return apiFetch(`/api/admin/partners/${encodeURIComponent(id)}`, removePartnerResponseSchema, {
    method: 'DELETE',
  });
}

export function useRemovePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePartner,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: partnersKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminCitiesKeys.all });
    },
  });
}
