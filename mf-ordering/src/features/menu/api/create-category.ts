import { menuCategoryResponseSchema } from '@cerca/contracts/menu-manager';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedMenuKeys, menuPath } from './get-managed-menu';

/** POST /api/ordering/businesses/:id/menu/categories — a new category, placed last. */
export async function createCategory(businessId: string, name: string) {
  return apiFetch(`${menuPath(businessId)}/categories`, menuCategoryResponseSchema, {
    method: 'POST',
    body: JSON.stringify({ name }),
  });
}

export function useCreateCategory(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createCategory(businessId, name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managedMenuKeys.of(businessId) }),
  });
}
