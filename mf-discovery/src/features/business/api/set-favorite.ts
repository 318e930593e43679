import { type BusinessPage, type FavoriteState, favoriteStateSchema } from '@cerca/contracts/business-page';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessPageKeys } from './get-business-page';

/** PUT (save) or DELETE (unsave) /api/discovery/businesses/:id/favorite: idempotent. */
export async function setFavorite(businessId: string, favorite: boolean): Promise<FavoriteState> {
  return apiFetch(
    `/api/discovery/businesses/${encodeURIComponent(businessId)}/favorite`,
    favoriteStateSchema,
    {
      method: favorite ? 'PUT' : 'DELETE',
    },
  );
}

/** Guardar: the button changes at once; a failure puts it back (the caller shows the toast). */
export function useSetFavorite(businessId: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  const key = businessPageKeys.of(businessId, userId);
  return useMutation({
    mutationFn: (favorite: boolean) => setFavorite(businessId, favorite),
    onMutate: async (favorite) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BusinessPage>(key);
      if (previous) {
        queryClient.setQueryData<BusinessPage>(key, {
          ...previous,
          viewer: { ...previous.viewer, is_favorite: favorite },
        });
      }
      return { previous };
    },
    onError: (_error, _favorite, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ favorite }) => {
      queryClient.setQueryData<BusinessPage>(key, (page) =>
        page ? { ...page, viewer: { ...page.viewer, is_favorite: favorite } } : page,
      );
    },
  });
}
