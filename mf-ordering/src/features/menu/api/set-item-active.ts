import { type ManagedMenu, menuItemActiveResponseSchema } from '@cerca/contracts/menu-manager';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedMenuKeys, menuPath } from './get-managed-menu';

/** PUT /api/ordering/businesses/:id/menu/items/:itemId/active — shows or hides an item. */
export async function setItemActive(businessId: string, itemId: string, active: boolean) {
  return apiFetch(
    `${menuPath(businessId)}/items/${encodeURIComponent(itemId)}/active`,
    menuItemActiveResponseSchema,
    { method: 'PUT', body: JSON.stringify({ active }) },
  );
}

const withActive = (menu: ManagedMenu, itemId: string, active: boolean): ManagedMenu => ({
  ...menu,
  categories: menu.categories.map((category) => ({
    ...category,
    items: category.items.map((item) => (item.id === itemId ? { ...item, active } : item)),
  })),
});

/** The switch moves at once; a failure puts it back (the caller shows the toast). */
export function useSetItemActive(businessId: string) {
  const queryClient = useQueryClient();
  const key = managedMenuKeys.of(businessId);
  return useMutation({
    mutationFn: ({ itemId, active }: { itemId: string; active: boolean }) =>
      setItemActive(businessId, itemId, active),
    onMutate: async ({ itemId, active }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ManagedMenu>(key);
      if (previous) queryClient.setQueryData(key, withActive(previous, itemId, active));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ id, active }) =>
      queryClient.setQueryData<ManagedMenu>(key, (menu) => (menu ? withActive(menu, id, active) : menu)),
  });
}
