import { type MeResponse, type ProfileSettings, profileSettingsSchema } from '@cerca/contracts/me';
import { announceProfileChanged, apiFetch, meKeys } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/ordering/me/settings — the caller's public-profile settings; answers the stored values. */
export async function updateProfileSettings(settings: ProfileSettings): Promise<ProfileSettings> {
  return apiFetch('/api/ordering/me/settings', profileSettingsSchema, {
    method: 'PUT',
    body: JSON.stringify(settings),
  });
}

const withShowEmail = (me: MeResponse | undefined, showEmail: boolean) =>
  me ? { ...me, profile: { ...me.profile, show_email: showEmail } } : me;

/**
 * The switch moves at once; a failure puts it back (the caller shows the toast). Saved values
 * are announced page-wide, so an open public profile in another app asks again.
 */
export function useUpdateProfileSettings(userId: string) {
  const queryClient = useQueryClient();
  const key = meKeys.ofUser(userId);
  return useMutation({
    mutationFn: updateProfileSettings,
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MeResponse>(key);
      queryClient.setQueryData<MeResponse>(key, (me) => withShowEmail(me, settings.show_email));
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<MeResponse>(key, (me) => withShowEmail(me, saved.show_email));
      announceProfileChanged();
    },
  });
}
