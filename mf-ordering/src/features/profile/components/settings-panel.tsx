import type { MeResponse } from '@cerca/contracts';
import { ActivityHistory } from './activity-history';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSetting } from './delete-account-dialog';
import { NotificationsSetting } from './notifications-setting';
import { PublicProfileSetting } from './public-profile-setting';

/** Configuración: password, notifications, public profile, activity history, delete account. */
export function SettingsPanel({ me }: { me: MeResponse }) {
  return (
    <div className="mf-stack mf-account-settings">
      <ChangePasswordForm />
      <NotificationsSetting userId={me.profile.id} />
      <PublicProfileSetting me={me} />
      <ActivityHistory userId={me.profile.id} />
      <DeleteAccountSetting />
    </div>
  );
}
