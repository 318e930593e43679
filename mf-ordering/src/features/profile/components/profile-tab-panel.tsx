import type { MeResponse } from '@cerca/contracts';
import { buttonClassName } from '@cerca/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../../lib/i18n';
import type { ProfileTab } from '../lib/tabs';
import { PublicProfileSetting } from './public-profile-setting';

/** The tabs' content so far: what exists is shown, the rest says honestly that it is coming. */
export function ProfileTabPanel({ tab, me }: { tab: ProfileTab; me: MeResponse }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mf-stack" data-testid={`profile-panel-${tab}`}>
      <h2 className="mf-subtitle">{t(`profile.tabs.${tab}`)}</h2>
      {tab === 'my_profile' ? (
        <dl className="mf-details">
          <dt>{t('profile.fields.username')}</dt>
          <dd>{me.profile.username}</dd>
          {me.profile.full_name ? (
            <>
              <dt>{t('profile.fields.fullName')}</dt>
              <dd>{me.profile.full_name}</dd>
            </>
          ) : null}
          {me.profile.email ? (
            <>
              <dt>{t('profile.fields.email')}</dt>
              <dd>{me.profile.email}</dd>
            </>
          ) : null}
          <dt>{t('profile.fields.userType')}</dt>
          <dd>{t(`profile.userTypes.${me.profile.user_type}`)}</dd>
        </dl>
      ) : null}
      {tab === 'settings' ? <PublicProfileSetting me={me} /> : null}
      {tab === 'orders' ? (
        <p>
          <Link className={buttonClassName({ variant: 'secondary' })} to="/my-orders">
            {t('profile.ordersLink')}
          </Link>
        </p>
      ) : null}
      <p className="mf-muted">{t(`profile.panels.${tab}`)}</p>
      <p className="mf-muted">{t('comingSoon')}</p>
    </div>
  );
}
