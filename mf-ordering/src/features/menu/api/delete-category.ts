import { menuDeletedSchema } from '@cerca/contracts/menu-manager';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedMenuKeys, menuPath } from './get-managed-menu';

/** DELETE /api/ordering/businesses/:id/menu/categories/:categoryId — with every item in it. */
export async function deleteCategory(businessId: string, categoryId: string): Promise<null> {
  return apiFetch(`${menuPath(businessId)}/categories/${encodeURIComponent(categoryId)}`, menuDeletedSchema, {
    method: 'DELETE',
  });
}

export function useDeleteCategory(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) => deleteCategory(businessId, categoryId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managedMenuKeys.of(businessId) }),
  });
}
