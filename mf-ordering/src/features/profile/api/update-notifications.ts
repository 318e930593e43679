import {
  type Account,
  type NotificationSettings,
  notificationSettingsSchema,
} from '@cerca/contracts/account';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../api/get-account';

/** PUT /api/ordering/me/notifications — answers the stored value. */
export function updateNotifications(settings: NotificationSettings): Promise<NotificationSettings> {
  return apiFetch('/api/ordering/me/notifications', notificationSettingsSchema, {
    method: 'PUT',
    body: JSON.stringify(settings),
  });
}

const withNotifications = (account: Account | undefined, enabled: boolean) =>
  account ? { ...account, notifications_enabled: enabled } : account;

/** The switch moves at once; a failure puts it back (the caller shows the toast). */
export function useUpdateNotifications(userId: string) {
  const queryClient = useQueryClient();
  const key = accountKeys.ofUser(userId);
  return useMutation({
    mutationFn: updateNotifications,
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Account>(key);
      queryClient.setQueryData<Account>(key, (account) =>
        withNotifications(account, settings.notifications_enabled),
      );
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<Account>(key, (account) =>
        withNotifications(account, saved.notifications_enabled),
      ),
  });
}
