import { type ManagedMenu, managedMenuResponseSchema } from '@cerca/contracts/menu-manager';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedMenuKeys, menuPath } from './get-managed-menu';

/** PUT /api/ordering/businesses/:id/menu/category-order — every category id, in the new order. */
export async function reorderCategories(businessId: string, categoryIds: string[]): Promise<ManagedMenu> {
  return apiFetch(`${menuPath(businessId)}/category-order`, managedMenuResponseSchema, {
    method: 'PUT',
    body: JSON.stringify({ category_ids: categoryIds }),
  });
}

/** The list moves at once; a failure puts it back (the caller shows the toast). */
export function useReorderCategories(businessId: string) {
  const queryClient = useQueryClient();
  const key = managedMenuKeys.of(businessId);
  return useMutation({
    mutationFn: (categoryIds: string[]) => reorderCategories(businessId, categoryIds),
    onMutate: async (categoryIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ManagedMenu>(key);
      if (previous) {
        const byId = new Map(previous.categories.map((category) => [category.id, category]));
        queryClient.setQueryData<ManagedMenu>(key, {
          ...previous,
          categories: categoryIds.flatMap((id) => byId.get(id) ?? []),
        });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (menu) => queryClient.setQueryData(key, menu),
  });
}
