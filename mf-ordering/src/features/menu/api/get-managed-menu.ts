import { type ManagedMenu, managedMenuResponseSchema } from '@cerca/contracts/menu-manager';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of the managed menu, in one place. */
export const managedMenuKeys = {
  all: ['managed-menu'] as const,
  of: (businessId: string) => [...managedMenuKeys.all, businessId] as const,
};

export const menuPath = (businessId: string) =>
  `/api/ordering/businesses/${encodeURIComponent(businessId)}/menu`;

/** GET /api/ordering/businesses/:id/menu/manage — every category and item, active or not. */
export async function getManagedMenu(businessId: string): Promise<ManagedMenu> {
  return apiFetch(`${menuPath(businessId)}/manage`, managedMenuResponseSchema);
}

export const managedMenuQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: managedMenuKeys.of(businessId), queryFn: () => getManagedMenu(businessId) });

export function useManagedMenu(businessId: string) {
  return useQuery(managedMenuQueryOptions(businessId));
}
