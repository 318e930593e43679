import { type CityContentItem, deleteCityContentResponseSchema } from '@cerca/contracts/city-content';
import { ApiError, apiFetch } from '@cerca/session';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { withoutItem } from '../lib/content-view';
import { cityContentKeys, type listCityContent } from './list-city-content';

type CityContentData = InfiniteData<Awaited<ReturnType<typeof listCityContent>>, string | null>;

/** DELETE /api/partner/cities/:cityId/content/:type/:id */
export function deleteCityContent(cityId: string, item: Pick<CityContentItem, 'type' | 'id'>) {
  return apiFetch(
    `/api/partner/cities/${encodeURIComponent(cityId)}/content/${item.type}/${encodeURIComponent(item.id)}`,
    deleteCityContentResponseSchema,
    { method: 'DELETE' },
  );
}

export function useDeleteCityContent(cityId: string) {
  const queryClient = useQueryClient();
  // The item leaves every loaded list of the city at once (all searches and filters). Keyset
  // pages are not shifted by a removal, so the loaded cursors stay valid.
  const forget = (item: Pick<CityContentItem, 'type' | 'id'>) =>
    queryClient.setQueriesData<CityContentData>({ queryKey: cityContentKeys.city(cityId) }, (data) =>
      data ? { ...data, pages: withoutItem(data.pages, item) } : data,
    );
  return useMutation({
    mutationFn: (item: Pick<CityContentItem, 'type' | 'id'>) => deleteCityContent(cityId, item),
    onSuccess: (_answer, item) => forget(item),
    onError: (error) => {
      // Someone else deleted it first: the lists reload without it (the caller shows the error).
      if (error instanceof ApiError && error.code === 'content_not_found')
        void queryClient.invalidateQueries({ queryKey: cityContentKeys.city(cityId) });
    },
  });
}
