import { useTranslation } from '@cerca/i18n';
import { Spinner } from '@cerca/ui';
import { useAccount } from '../../../api/get-account';
import { NS } from '../../../lib/i18n';
import { useUpdateNotifications } from '../api/update-notifications';
import { SettingSection, SettingSwitch } from './setting-switch';

/** Configuración → Notificaciones: one stored switch (profiles.notifications_enabled). */
export function NotificationsSetting({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const account = useAccount(userId);
  const update = useUpdateNotifications(userId);
  const enabled = account.data?.notifications_enabled ?? false;

  return (
    <SettingSection id="setting-notifications" title={t('account.notifications.title')}>
      {account.isPending ? (
        <Spinner label={t('states.loading')} size="sm" />
      ) : account.isError ? (
        <p className="mf-field-error">{account.error.message}</p>
      ) : (
        <SettingSwitch
          id="setting-notifications-switch"
          label={t('account.notifications.label')}
          hint={enabled ? t('account.notifications.hintOn') : t('account.notifications.hintOff')}
          checked={enabled}
          saving={update.isPending}
          save={(checked) =>
            update
              .mutateAsync({ notifications_enabled: checked })
              .then((saved) => saved.notifications_enabled)
          }
          toasts={{
            on: t('account.notifications.on'),
            off: t('account.notifications.off'),
            error: t('account.notifications.error'),
          }}
        />
      )}
    </SettingSection>
  );
}
