import { type PreparationTime, preparationTimeSchema } from '@cerca/contracts/preparation-time';
import { apiFetch } from '@cerca/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// Issue 25: the kitchen's usual preparation time, which the arrival window of its orders starts from.

const preparationTimeKeys = {
  of: (businessId: string) => ['preparation-time', businessId] as const,
};

const path = (businessId: string) =>
  `/api/ordering/businesses/${encodeURIComponent(businessId)}/preparation-time`;

/** GET: minutes (20 until the owner sets them). */
export function usePreparationTime(businessId: string) {
  return useQuery({
    queryKey: preparationTimeKeys.of(businessId),
    queryFn: () => apiFetch(path(businessId), preparationTimeSchema),
  });
}

/** PUT { minutes }: 5–120. */
export function useSetPreparationTime(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreparationTime) =>
      apiFetch(path(businessId), preparationTimeSchema, { method: 'PUT', body: JSON.stringify(body) }),
    onSuccess: (saved: PreparationTime) =>
      queryClient.setQueryData(preparationTimeKeys.of(businessId), saved),
  });
}
