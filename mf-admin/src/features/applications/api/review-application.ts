import { reviewApplicationResponseSchema } from '@cerca/contracts/admin-partners';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCitiesKeys } from '../../../api/admin-cities';
import { applicationsKeys } from './list-applications';

export type ApplicationDecision = 'approve' | 'reject';

/** POST /api/admin/applications/:id/approve | reject. */
export function reviewApplication({ id, decision }: { id: string; decision: ApplicationDecision }) {
  return apiFetch(
    `/api/admin/applications/${encodeURIComponent(id)}/${decision}`,
    reviewApplicationResponseSchema,
    { method: 'POST' },
  );
}

export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewApplication,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: applicationsKeys.all });
      // An approval gives a city its partner: the Ciudades and Partners tabs change too (the
      // Partners feature's key, spelled here since features do not import each other).
      void queryClient.invalidateQueries({ queryKey: adminCitiesKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'partners'] });
    },
  });
}
