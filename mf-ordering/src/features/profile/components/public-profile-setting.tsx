import type { MeResponse } from '@cerca/contracts';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { NS } from '../../../lib/i18n';
import { useUpdateProfileSettings } from '../api/update-profile-settings';
import './public-profile-setting.css';

/** Configuración → Perfil público: one switch that shows or hides the e-mail on /profile/{id}. */
export function PublicProfileSetting({ me }: { me: MeResponse }) {
  const { t } = useTranslation(NS);
  const update = useUpdateProfileSettings(me.profile.id);
  const { show_email: showEmail, email } = me.profile;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (update.isPending) return;
    update.mutate(
      { show_email: event.target.checked },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.show_email ? t('publicProfileSettings.shown') : t('publicProfileSettings.hidden'),
          ),
        onError: () => toast.error(t('publicProfileSettings.error')),
      },
    );
  };

  return (
    <section
      className="mf-setting"
      aria-labelledby="setting-public-profile"
      data-testid="setting-public-profile"
    >
      <h3 id="setting-public-profile" className="mf-setting__title">
        {t('publicProfileSettings.title')}
      </h3>
      <label className="mf-switch">
        <input
          type="checkbox"
          role="switch"
          className="mf-switch__input"
          checked={showEmail}
          aria-checked={showEmail}
          onChange={onChange}
          aria-describedby="setting-show-email-hint"
          aria-busy={update.isPending}
          data-testid="setting-show-email"
        />
        <span className="mf-switch__track" aria-hidden="true">
          <span className="mf-switch__thumb" />
        </span>
        <span className="mf-switch__label">{t('publicProfileSettings.showEmail')}</span>
      </label>
      <p id="setting-show-email-hint" className="mf-muted mf-setting__hint">
        {email
          ? showEmail
            ? t('publicProfileSettings.hintShown', { email })
            : t('publicProfileSettings.hintHidden')
          : t('publicProfileSettings.hintNoEmail')}
      </p>
      <p className="mf-setting__link">
        <Link to={`/profile/${encodeURIComponent(me.profile.id)}`} data-testid="setting-public-profile-link">
          {t('publicProfileSettings.view')}
        </Link>
      </p>
    </section>
  );
}
