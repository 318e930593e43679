import { Spinner } from '@cerca/ui';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NS } from '../../../lib/i18n';
import { useAccount } from '../api/get-account';
import { useUpdateNotifications } from '../api/update-notifications';

/** Configuración → Notificaciones: one stored switch (profiles.notifications_enabled). */
export function NotificationsSetting({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const account = useAccount(userId);
  const update = useUpdateNotifications(userId);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (update.isPending) return;
    update.mutate(
      { notifications_enabled: event.target.checked },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.notifications_enabled ? t('account.notifications.on') : t('account.notifications.off'),
          ),
        onError: () => toast.error(t('account.notifications.error')),
      },
    );
  };

  const enabled = account.data?.notifications_enabled ?? false;
  return (
    <section
      className="mf-setting"
      aria-labelledby="setting-notifications"
      data-testid="setting-notifications"
    >
      <h3 id="setting-notifications" className="mf-setting__title">
        {t('account.notifications.title')}
      </h3>
      {account.isPending ? (
        <Spinner label={t('states.loading')} size="sm" />
      ) : account.isError ? (
        <p className="mf-field-error">{account.error.message}</p>
      ) : (
        <>
          <label className="mf-switch">
            <input
              type="checkbox"
              role="switch"
              className="mf-switch__input"
              checked={enabled}
              aria-checked={enabled}
              onChange={onChange}
              aria-describedby="setting-notifications-hint"
              aria-busy={update.isPending}
              data-testid="setting-notifications-switch"
            />
            <span className="mf-switch__track" aria-hidden="true">
              <span className="mf-switch__thumb" />
            </span>
            <span className="mf-switch__label">{t('account.notifications.label')}</span>
          </label>
          <p id="setting-notifications-hint" className="mf-muted mf-setting__hint">
            {enabled ? t('account.notifications.hintOn') : t('account.notifications.hintOff')}
          </p>
        </>
      )}
    </section>
  );
}
