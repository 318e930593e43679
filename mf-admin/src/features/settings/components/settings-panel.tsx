import type { AdminSettings, AdminSettingsResponse } from '@cerca/contracts/admin-settings';
import { formatDate, useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Avatar, Button, ErrorState, toast } from '@cerca/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { SETTING_TOGGLES, settingsResolver } from '../lib/settings-form';
import '../texts';
import './settings.css';

/** The Configuración tab (spec 02 §2): the admin's account and three stored toggles with a save button. */
export function SettingsPanel() {
  const { t } = useTranslation(NS);
  const settings = useSettings();
  if (settings.isPending) return <PageLoader />;
  if (settings.isError)
    return (
      <ErrorState
        title={t('settings.loadError')}
        description={settings.error.message}
        onRetry={() => settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  return <SettingsForm data={settings.data} />;
}

function SettingsForm({ data }: { data: AdminSettingsResponse }) {
  const { t } = useTranslation(NS);
  const save = useUpdateSettings();
  const headingId = useId();
  const form = useForm<AdminSettings, unknown, AdminSettings>({
    resolver: settingsResolver,
    defaultValues: data.settings,
  });
  const { account } = data;
  const name = account.username || account.email || '';

  const onSubmit = form.handleSubmit((settings) =>
    save.mutate(settings, {
      onSuccess: (answer) => {
        // What is stored now is the form's new starting point: 'Guardar Cambios' rests until the next change.
        form.reset(answer.settings);
        toast.success(t('settings.saved'));
      },
      onError: (error) => toast.error(error.message || t('settings.saveError')),
    }),
  );
  const values = form.watch();

  return (
    <div className="mf-admin-settings" data-testid="admin-panel-settings">
      <h2 className="mf-subtitle">{t('settings.title')}</h2>
      <section className="mf-card mf-admin-settings__account" aria-labelledby={`${headingId}-account`}>
        <h3 id={`${headingId}-account`} className="mf-admin-settings__heading">
          {t('settings.account')}
        </h3>
        <div className="mf-admin-settings__who">
          <Avatar src={account.avatar_url} name={name} size="lg" decorative />
          <dl className="mf-admin-settings__facts">
            <div>
              <dt>{t('settings.username')}</dt>
              <dd data-testid="settings-username">{account.username}</dd>
            </div>
            <div>
              <dt>{t('settings.email')}</dt>
              <dd data-testid="settings-email">{account.email}</dd>
            </div>
            <div>
              <dt>{t('settings.role')}</dt>
              <dd>{t('settings.roleAdmin')}</dd>
            </div>
            <div>
              <dt>{t('settings.memberSince')}</dt>
              <dd>
                <time dateTime={account.created_at}>{formatDate(account.created_at)}</time>
              </dd>
            </div>
          </dl>
        </div>
      </section>
      <form
        className="mf-card mf-admin-settings__form"
        onSubmit={onSubmit}
        aria-labelledby={`${headingId}-prefs`}
      >
        <h3 id={`${headingId}-prefs`} className="mf-admin-settings__heading">
          {t('settings.preferences')}
        </h3>
        <ul className="mf-admin-settings__toggles">
          {SETTING_TOGGLES.map(({ field, label, hint }) => (
            <li key={field}>
              <label className="mf-admin-toggle">
                <span className="mf-admin-toggle__text">
                  <span className="mf-admin-toggle__label">{t(label)}</span>
                  <span className="mf-hint">{t(hint)}</span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  className="mf-admin-toggle__input"
                  {...form.register(field)}
                  aria-checked={values[field]}
                  data-testid={`setting-${field}`}
                />
              </label>
            </li>
          ))}
        </ul>
        <Button
          type="submit"
          className="mf-admin-settings__save"
          loading={save.isPending}
          loadingText={t('settings.saving')}
          disabled={!form.formState.isDirty}
          data-testid="settings-save"
        >
          {t('settings.save')}
        </Button>
      </form>
    </div>
  );
}
