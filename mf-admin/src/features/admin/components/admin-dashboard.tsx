import { useTranslation } from '@cerca/i18n';
import { useSearchParams } from '@cerca/router';
import { useSession } from '@cerca/session';
import { Tabs } from '@cerca/ui';
import type { ReactNode } from 'react';
import { NS } from '../../../lib/i18n';
import { ADMIN_TABS, type AdminTab, resolveAdminTab } from '../lib/access';
import { SignOutButton } from './sign-out-button';
import '../../../components/admin-lists.css';
import './admin-dashboard.css';

/**
 * /admin: Ciudades, Partners, Solicitudes, Configuración, Trabajos and Registro, with ?tab= deep
 * links. The page passes each tab's panel, which other features own (features do not import each
 * other); only the open tab's panel is mounted, so each loads its data when first opened.
 */
export function AdminDashboard({ panels }: { panels: Record<AdminTab, ReactNode> }) {
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
          content: id === tab ? panels[id] : null,
        }))}
      />
    </section>
  );
}
