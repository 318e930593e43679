import type { MeResponse } from '@cerca/contracts';
import { buttonClassName } from '@cerca/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../../lib/i18n';
import { SubscriptionPlans } from '../../subscriptions/components/subscription-plans';
import type { ProfileTab } from '../lib/tabs';
import { MyBusinesses } from './my-businesses';
import { MyProfileForm } from './my-profile-form';
import { SettingsPanel } from './settings-panel';

/** One branch per tab, so each tab's panel stays a small, separate edit. */
export function ProfileTabPanel({ tab, me }: { tab: ProfileTab; me: MeResponse }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mf-stack" data-testid={`profile-panel-${tab}`}>
      <h2 className="mf-subtitle">{t(`profile.tabs.${tab}`)}</h2>
      {tab === 'my_profile' ? <MyProfileForm userId={me.profile.id} /> : null}
      {tab === 'my_businesses' ? <MyBusinesses userId={me.profile.id} /> : null}
      {tab === 'orders' ? (
        <>
          <p className="mf-muted">{t('profile.panels.orders')}</p>
          <p>
            <Link className={buttonClassName({ variant: 'secondary' })} to="/my-orders">
              {t('profile.ordersLink')}
            </Link>
          </p>
        </>
      ) : null}
      {tab === 'subscription' ? (
        <SubscriptionPlans userId={me.profile.id} ownsBusinesses={me.ownedBusinessIds.length > 0} />
      ) : null}
      {tab === 'settings' ? <SettingsPanel me={me} /> : null}
    </div>
  );
}
