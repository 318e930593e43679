import type { MeResponse } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { buttonClassName } from '@cerca/ui';
import type { ReactNode } from 'react';
import { NS } from '../../../lib/i18n';
import type { ProfileTab } from '../lib/tabs';
import { MyBusinesses } from './my-businesses';
import { MyProfileForm } from './my-profile-form';
import { SettingsPanel } from './settings-panel';

/** What another feature shows in a tab of the profile, given by the page that composes them. */
export interface ProfileSlots {
  /** The subscription tab's content (the subscriptions feature's plans). */
  subscription: (me: MeResponse) => ReactNode;
  /** Mis direcciones (the addresses feature's address book, issue 25). */
  addresses: (me: MeResponse) => ReactNode;
}

/** One branch per tab, so each tab's panel stays a small, separate edit. */
export function ProfileTabPanel({
  tab,
  me,
  slots,
}: {
  tab: ProfileTab;
  me: MeResponse;
  slots: ProfileSlots;
}) {
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
      {tab === 'addresses' ? slots.addresses(me) : null}
      {tab === 'subscription' ? slots.subscription(me) : null}
      {tab === 'settings' ? <SettingsPanel me={me} /> : null}
    </div>
  );
}
