import type { Driver } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Navigate, useNavigate } from '@cerca/router';
import { useSession } from '@cerca/session';
import { Button, ErrorState } from '@cerca/ui';
import { useDriver } from '../../../api/get-driver';
import { NS } from '../../../lib/i18n';
import { AvailableOrders } from './available-orders';
import { CallsSection } from './calls-section';
import { EarningsSection } from './earnings-section';
import { MyDeliveries } from './my-deliveries';
import { ProfileCard } from './profile-card';

/**
 * /driver-dashboard (session required, remote.json; spec 02 §2): no driver record goes to
 * /driver-registration, a suspended driver sees 'Cuenta Suspendida'; otherwise the profile card,
 * the availability toggle, the zone's available orders (live) and 'Mis Pedidos'.
 */
export function DriverDashboard() {
  const session = useSession();
  const userId = session.user?.id;
  if (!userId) return <PageLoader />;
  return <DashboardLoader key={userId} userId={userId} />;
}

function DashboardLoader({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const driver = useDriver(userId);
  if (driver.isPending) return <PageLoader />;
  if (driver.isError) {
    return (
      <div className="mf-page mf-narrow">
        <h1 className="mf-title">{t('pages.dashboard.title')}</h1>
        <ErrorState
          title={t('profileLoadError')}
          description={driver.error.message}
          onRetry={() => driver.refetch()}
          retrying={driver.isFetching}
        />
      </div>
    );
  }
  if (!driver.data) return <Navigate to="/driver-registration" replace />;
  if (driver.data.status === 'suspended') return <Suspended />;
  return <Dashboard userId={userId} driver={driver.data} />;
}

function Suspended() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <div className="mf-page mf-narrow mf-center" data-testid="driver-suspended">
      <h1 className="mf-title">{t('suspended.title')}</h1>
      <p className="mf-muted">{t('suspended.text')}</p>
      <Button
        variant="secondary"
        // A first visit has no page to go back to: home then.
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        data-testid="driver-suspended-back"
      >
        {t('suspended.back')}
      </Button>
    </div>
  );
}

function Dashboard({ userId, driver }: { userId: string; driver: Driver }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mf-page mf-dashboard" data-testid="driver-dashboard">
      <header className="mf-dashboard__header">
        <h1 className="mf-title">{t('pages.dashboard.title')}</h1>
        <p className="mf-muted">{t('dashboard.subtitle')}</p>
      </header>
      <div className="mf-dashboard__grid">
        <ProfileCard userId={userId} driver={driver} />
        <AvailableOrders userId={userId} driver={driver} />
        <MyDeliveries userId={userId} />
        <EarningsSection userId={userId} />
        <CallsSection userId={userId} />
      </div>
    </div>
  );
}
