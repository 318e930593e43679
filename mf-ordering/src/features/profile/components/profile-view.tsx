import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { useSearchParams } from '@cerca/router';
import { useMe } from '@cerca/session';
import { ErrorState, Tabs } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { resolveProfileTab, visibleTabs } from '../lib/tabs';
import { ProfileHeader } from './profile-header';
import { type ProfileSlots, ProfileTabPanel } from './profile-tab-panel';
import '../texts';
import './profile.css';

/** /profile for a signed-in person: header and tabs, honouring ?tab=; `slots` fill other features' tabs. */
export function ProfileView({ userId, slots }: { userId: string; slots: ProfileSlots }) {
  const { t } = useTranslation(NS);
  const me = useMe(userId);
  const [params, setParams] = useSearchParams();

  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    return (
      <div className="mf-page" data-testid="profile-error">
        <ErrorState title={t('profile.loadError')} onRetry={() => me.refetch()} retrying={me.isFetching} />
      </div>
    );
  }

  const owns = me.data.ownedBusinessIds.length > 0;
  const tab = resolveProfileTab(params.get('tab'), owns);
  const select = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <section className="mf-page mf-stack" data-testid="profile-view">
      <ProfileHeader profile={me.data.profile} onSettings={() => select('settings')} />
      <Tabs
        label={t('profile.tabs.label')}
        value={tab}
        onValueChange={select}
        items={visibleTabs(owns).map((id) => ({
          id,
          label: <span data-testid={`tab-${id}`}>{t(`profile.tabs.${id}`)}</span>,
          content: id === tab ? <ProfileTabPanel tab={id} me={me.data} slots={slots} /> : null,
        }))}
      />
    </section>
  );
}
