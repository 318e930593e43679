import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link, Navigate } from '@cerca/router';
import { useSession } from '@cerca/session';
import { useMyBusinesses } from '@cerca/session/my-businesses';
import { EmptyState, ErrorState } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import './menu-manager.css';

/** /menu-manager without a business: the caller's businesses to choose from (one goes straight in). */
export function BusinessPicker() {
  const { t } = useTranslation(NS);
  const session = useSession();
  const businesses = useMyBusinesses(session.user?.id);
  if (businesses.isPending) return <PageLoader />;
  if (businesses.isError) {
    return (
      <div className="mf-page">
        <ErrorState
          title={t('menu.pick.loadError')}
          onRetry={() => businesses.refetch()}
          retrying={businesses.isFetching}
        />
      </div>
    );
  }
  const list = businesses.data.businesses;
  if (list.length === 1 && list[0]) {
    return <Navigate to={`/menu-manager?businessId=${encodeURIComponent(list[0].id)}`} replace />;
  }
  return (
    <section className="mf-page mf-stack" data-testid="menu-business-picker">
      <h1 className="mf-title">{t('menu.pick.title')}</h1>
      {list.length === 0 ? (
        <EmptyState title={t('menu.pick.empty')} />
      ) : (
        <>
          <p className="mf-muted">{t('menu.pick.subtitle')}</p>
          <ul className="mf-list">
            {list.map((business) => (
              <li key={business.id}>
                <Link
                  className="mf-menu-pick"
                  to={`/menu-manager?businessId=${encodeURIComponent(business.id)}`}
                >
                  <span className="mf-menu-pick__name">{business.name}</span>
                  <span className="mf-muted mf-small">{business.category}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
