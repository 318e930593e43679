import type { MeResponse } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { ApiError } from '@cerca/session';
import { Avatar, Spinner, toast } from '@cerca/ui';
import { type ChangeEvent, useId } from 'react';
import { NS } from '../../../lib/i18n';
import { useUpdateAvatar } from '../api/update-avatar';
import { avatarFileError } from '../lib/avatar';

/** The header's avatar: a real file input behind the picture ("Cambiar foto"), images ≤ 5 MB. */
export function AvatarUpload({ profile }: { profile: MeResponse['profile'] }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const update = useUpdateAvatar();
  const name = profile.full_name || profile.username;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || update.isPending) return;
    const problem = avatarFileError(file);
    if (problem) {
      toast.error(t(`account.avatar.${problem}`));
      return;
    }
    update.mutate(
      { userId: profile.id, file },
      {
        onSuccess: () => toast.success(t('account.myProfile.success')),
        // The services word their refusals (type 415, size 413, …) in Spanish already.
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status >= 400 && error.status < 500
              ? error.message
              : t('account.myProfile.error'),
          ),
      },
    );
  };

  return (
    <div className="mf-account-avatar" data-testid="avatar-upload">
      <Avatar src={profile.avatar_url} name={name} size="xl" decorative />
      <input
        id={id}
        type="file"
        accept="image/*"
        className="mf-account-avatar__input"
        onChange={onChange}
        disabled={update.isPending}
        data-testid="avatar-input"
      />
      <label htmlFor={id} className="mf-account-avatar__label" aria-busy={update.isPending}>
        {update.isPending ? <Spinner decorative size="sm" /> : null}
        {update.isPending ? t('account.avatar.uploading') : t('account.avatar.change')}
      </label>
    </div>
  );
}
