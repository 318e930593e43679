import { useSession } from '@cerca/session';
import { Tabs } from '@cerca/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NS } from '../../../lib/i18n';
import { ADMIN_TABS, type AdminTab, resolveAdminTab } from '../lib/access';
import { SignOutButton } from './sign-out-button';
import './admin-dashboard.css';

/** The tabs whose content is still to come (issue 13) show what they will hold. */
type PlaceholderTab = Exclude<AdminTab, 'jobs'>;

/**
 * /admin: Ciudades, Partners, Configuración and Trabajos fallidos. The page passes the panels
 * other features own (features do not import each other); the rest are placeholders.
 */
export function AdminDashboard({ panels }: { panels: Record<'jobs', ReactNode> }) {
  const { t } = useTranslation(NS);
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = resolveAdminTab(params.get('tab'));

  const select = (next: string) => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  };

  return (
    <section className="mf-page mf-admin-dashboard" data-testid="admin-dashboard">
      <header className="mf-header">
        <div className="mf-stack">
          <h1 className="mf-title">{t('title')}</h1>
          {user?.email ? <p className="mf-muted">{user.email}</p> : null}
        </div>
        <SignOutButton />
      </header>
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onValueChange={select}
        items={ADMIN_TABS.map((id) => ({
          id,
          label: <span data-testid={`tab-${id}`}>{t(`tabs.${id}`)}</span>,
          content: id !== tab ? null : id === 'jobs' ? panels.jobs : <TabPlaceholder tab={id} />,
        }))}
      />
    </section>
  );
}

function TabPlaceholder({ tab }: { tab: PlaceholderTab }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mf-stack" data-testid={`admin-panel-${tab}`}>
      <h2 className="mf-subtitle">{t(`tabs.${tab}`)}</h2>
      <p className="mf-muted">{t(`panels.${tab}`)}</p>
      <p className="mf-muted">{t('comingSoon')}</p>
    </div>
  );
}
