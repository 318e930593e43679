import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { useMyBusinesses } from '@cerca/session/my-businesses';
import { Avatar, buttonClassName, EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { NS } from '../../../lib/i18n';

/** Mis Negocios: each business with Ver negocio, Editar and Pedidos y Ventas; Agregar negocio. */
export function MyBusinesses({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const query = useMyBusinesses(userId);
  const add = (
    <Link
      className={buttonClassName({ variant: 'primary' })}
      to="/add-business"
      data-testid="add-business-link"
    >
      {t('account.businesses.add')}
    </Link>
  );

  if (query.isPending) return <Spinner label={t('states.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('account.businesses.loadError')}
        description={query.error.message}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { businesses } = query.data;
  if (businesses.length === 0) return <EmptyState title={t('account.businesses.empty')} action={add} />;

  return (
    <div className="mf-stack">
      <ul className="mf-account-list" data-testid="my-businesses">
        {businesses.map((business) => (
          <li key={business.id} className="mf-account-business" data-testid={`my-business-${business.id}`}>
            <div className="mf-account-business__head">
              <Avatar src={business.logo_url} name={business.name} size="md" decorative />
              <div className="mf-grow">
                <h3 className="mf-account-business__name">{business.name}</h3>
                <p className="mf-muted mf-account-business__meta">{business.category}</p>
              </div>
            </div>
            <div className="mf-links">
              <Link
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                to={`/businesses/${business.id}`}
              >
                {t('account.businesses.view')}
              </Link>
              <Link
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                to={`/businesses/${business.id}/edit`}
              >
                {t('account.businesses.edit')}
              </Link>
              <Link
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                to={`/orders?businessId=${encodeURIComponent(business.id)}`}
              >
                {t('account.businesses.orders')}
              </Link>
              <Link
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                to={`/menu-manager?businessId=${encodeURIComponent(business.id)}`}
                data-testid="menu-manager-link"
              >
                {t('menuManager.link')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <p>{add}</p>
    </div>
  );
}
