import { menuDeletedSchema } from '@cerca/contracts/menu-manager';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedMenuKeys, menuPath } from './get-managed-menu';

/** DELETE /api/ordering/businesses/:id/menu/items/:itemId. */
export async function deleteItem(businessId: string, itemId: string): Promise<null> {
  return apiFetch(`${menuPath(businessId)}/items/${encodeURIComponent(itemId)}`, menuDeletedSchema, {
    method: 'DELETE',
  });
}

export function useDeleteItem(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => deleteItem(businessId, itemId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managedMenuKeys.of(businessId) }),
  });
}
