import { type MenuItemBody, menuItemResponseSchema } from '@cerca/contracts/menu-manager';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedMenuKeys, menuPath } from './get-managed-menu';

/** POST /api/ordering/businesses/:id/menu/items — a new item (active). */
export async function createItem(businessId: string, body: MenuItemBody) {
  return apiFetch(`${menuPath(businessId)}/items`, menuItemResponseSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** PUT /api/ordering/businesses/:id/menu/items/:itemId — the edit form's save. */
export async function updateItem(businessId: string, itemId: string, body: MenuItemBody) {
  return apiFetch(`${menuPath(businessId)}/items/${encodeURIComponent(itemId)}`, menuItemResponseSchema, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

/** The item form's save: creates when `itemId` is null, else replaces the item. */
export function useSaveItem(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string | null; body: MenuItemBody }) =>
      itemId ? updateItem(businessId, itemId, body) : createItem(businessId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managedMenuKeys.of(businessId) }),
  });
}
