import { menuCategoryResponseSchema } from '@cerca/contracts/menu-manager';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedMenuKeys, menuPath } from './get-managed-menu';

/** PATCH /api/ordering/businesses/:id/menu/categories/:categoryId — renames a category. */
export async function renameCategory(businessId: string, categoryId: string, name: string) {
  return apiFetch(
    `${menuPath(businessId)}/categories/${encodeURIComponent(categoryId)}`,
    menuCategoryResponseSchema,
    { method: 'PATCH', body: JSON.stringify({ name }) },
  );
}

export function useRenameCategory(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, name }: { categoryId: string; name: string }) =>
      renameCategory(businessId, categoryId, name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managedMenuKeys.of(businessId) }),
  });
}
