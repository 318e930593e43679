import { type FavoriteState, favoriteStateSchema } from '@cerca/contracts/business-page';
import type { MyFavoritesResponse } from '@cerca/contracts/city-life/favorites';
import { apiFetch } from '@cerca/session';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';
import { withoutBusiness } from '../lib/favorite-pages';
import { favoritesKeys } from './get-favorites';

/** DELETE /api/discovery/businesses/:id/favorite — the endpoint of the Guardar button; idempotent. */
export async function removeFavorite(businessId: string): Promise<FavoriteState> {
  return apiFetch(
    `/api/discovery/businesses/${encodeURIComponent(businessId)}/favorite`,
    favoriteStateSchema,
    { method: 'DELETE' },
  );
}

/**
 * Quitar: once the server has removed it, the card leaves every cached list at once, the lists
 * ask again (the categories may change) and the business page's Guardar button is refreshed.
 */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: async (_state, businessId) => {
      queryClient.setQueriesData<InfiniteData<MyFavoritesResponse>>(
        { queryKey: favoritesKeys.all },
        (data) => (data ? withoutBusiness(data, businessId) : data),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: favoritesKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...queryRoots.businessPage, businessId] }),
      ]);
    },
  });
}
