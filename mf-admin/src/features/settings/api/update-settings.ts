import { type AdminSettings, adminSettingsResponseSchema } from '@cerca/contracts/admin-settings';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './get-settings';

/** PUT /api/admin/settings — saves every toggle; answers what GET answers. */
export function updateSettings(settings: AdminSettings) {
  return apiFetch('/api/admin/settings', adminSettingsResponseSchema, {
    method: 'PUT',
    body: JSON.stringify(settings),
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => queryClient.setQueryData(settingsKeys.all, answer),
  });
}
