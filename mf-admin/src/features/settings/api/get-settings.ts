import { adminSettingsResponseSchema } from '@cerca/contracts/admin-settings';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of the Configuración tab, in one place. */
export const settingsKeys = {
  all: ['admin', 'settings'] as const,
};

/** GET /api/admin/settings — the admin's account and the three stored toggles. */
export function getSettings() {
  return apiFetch('/api/admin/settings', adminSettingsResponseSchema);
}

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsKeys.all, queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
