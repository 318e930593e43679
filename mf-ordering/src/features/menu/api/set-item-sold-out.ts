import { soldOutResponseSchema } from '@cerca/contracts/kitchen';
import type { ManagedMenu } from '@cerca/contracts/menu-manager';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedMenuKeys, menuPath } from './get-managed-menu';

/** PUT /api/ordering/businesses/:id/menu/items/:itemId/sold-out — "Agotado hoy", or back now. */
async function setItemSoldOut(businessId: string, itemId: string, soldOut: boolean) {
  return apiFetch(
    `${menuPath(businessId)}/items/${encodeURIComponent(itemId)}/sold-out`,
    soldOutResponseSchema,
    { method: 'PUT', body: JSON.stringify({ sold_out: soldOut }) },
  );
}

/** Writes the server's "until" (the next opening, which only the server computes) into the menu. */
export function useSetItemSoldOut(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, soldOut }: { itemId: string; soldOut: boolean }) =>
      setItemSoldOut(businessId, itemId, soldOut).then((answer) => ({ itemId, ...answer })),
    onSuccess: ({ itemId, sold_out_until }) =>
      queryClient.setQueryData<ManagedMenu>(managedMenuKeys.of(businessId), (menu) =>
        menu
          ? {
              ...menu,
              categories: menu.categories.map((category) => ({
                ...category,
                items: category.items.map((item) =>
                  item.id === itemId ? { ...item, sold_out_until } : item,
                ),
              })),
            }
          : menu,
      ),
  });
}
