import type { MeResponse } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { NS } from '../../../lib/i18n';
import { useUpdateProfileSettings } from '../api/update-profile-settings';
import { SettingSection, SettingSwitch } from './setting-switch';

/** Configuración → Perfil público: one switch that shows or hides the e-mail on /profile/{id}. */
export function PublicProfileSetting({ me }: { me: MeResponse }) {
  const { t } = useTranslation(NS);
  const update = useUpdateProfileSettings(me.profile.id);
  const { show_email: showEmail, email } = me.profile;

  return (
    <SettingSection id="setting-public-profile" title={t('publicProfileSettings.title')}>
      <SettingSwitch
        id="setting-show-email"
        label={t('publicProfileSettings.showEmail')}
        hint={
          email
            ? showEmail
              ? t('publicProfileSettings.hintShown', { email })
              : t('publicProfileSettings.hintHidden')
            : t('publicProfileSettings.hintNoEmail')
        }
        checked={showEmail}
        saving={update.isPending}
        save={(checked) => update.mutateAsync({ show_email: checked }).then((saved) => saved.show_email)}
        toasts={{
          on: t('publicProfileSettings.shown'),
          off: t('publicProfileSettings.hidden'),
          error: t('publicProfileSettings.error'),
        }}
      />
      <p className="mf-setting__link">
        <Link to={`/profile/${encodeURIComponent(me.profile.id)}`} data-testid="setting-public-profile-link">
          {t('publicProfileSettings.view')}
        </Link>
      </p>
    </SettingSection>
  );
}
