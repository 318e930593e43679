import { AVATAR_BUCKET, avatarUploadSchema, updateAvatarSchema } from '@cerca/contracts/account';
import { announceProfileChanged, apiFetch, meKeys } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarKey, versionedAvatarUrl } from '../lib/avatar';

/**
 * The avatar upload: POST /storage/v1/object/avatars/{userId}.{ext} (the storage service checks
 * by content that it is an image of at most 5 MB), then PUT /api/ordering/me/avatar with its URL.
 */
export async function updateAvatar({ userId, file }: { userId: string; file: File }) {
  const form = new FormData();
  form.append('file', file);
  const uploaded = await apiFetch(
    `/storage/v1/object/${AVATAR_BUCKET}/${avatarKey(userId, file.name)}`,
    avatarUploadSchema,
    { method: 'POST', body: form },
  );
  return apiFetch('/api/ordering/me/avatar', updateAvatarSchema, {
    method: 'PUT',
    body: JSON.stringify({ avatar_url: versionedAvatarUrl(uploaded.publicUrl, Date.now()) }),
  });
}

/** Saves and refreshes the profile here and in the chrome (the user menu shows the avatar). */
export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meKeys.all });
      announceProfileChanged();
    },
  });
}
