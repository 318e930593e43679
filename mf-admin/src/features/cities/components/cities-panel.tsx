import type { AdminCity } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link } from '@cerca/router';
import { Avatar, buttonClassName, EmptyState, ErrorState } from '@cerca/ui';
import { useAdminCities } from '../../../api/admin-cities';
import { NS } from '../../../lib/i18n';
import '../texts';
import './cities-panel.css';

/** The Ciudades tab (spec 02 §2): flag, name, state, country, businesses, partner, dashboard link. */
export function CitiesPanel() {
  const { t } = useTranslation(NS);
  const cities = useAdminCities();

  let body: React.ReactNode;
  if (cities.isPending) body = <PageLoader />;
  else if (cities.isError)
    body = (
      <ErrorState
        title={t('cities.loadError')}
        description={cities.error.message}
        onRetry={() => cities.refetch()}
        retrying={cities.isFetching}
      />
    );
  else if (cities.data.cities.length === 0) body = <EmptyState title={t('cities.empty')} />;
  else
    body = (
      <ul className="mf-admin-cities__list" data-testid="admin-cities">
        {cities.data.cities.map((city) => (
          <CityRow key={city.id} city={city} />
        ))}
      </ul>
    );

  return (
    <div className="mf-admin-cities" data-testid="admin-panel-cities">
      <header className="mf-stack">
        <h2 className="mf-subtitle">{t('cities.title')}</h2>
        <p className="mf-muted">{t('cities.subtitle')}</p>
        {cities.data ? (
          <p className="mf-muted">{t('cities.count', { count: cities.data.cities.length })}</p>
        ) : null}
      </header>
      {body}
    </div>
  );
}

function CityRow({ city }: { city: AdminCity }) {
  const { t } = useTranslation(NS);
  const partnerName = city.partner ? city.partner.username || city.partner.email || '' : null;
  return (
    <li className="mf-admin-city" data-testid="admin-city" data-city-id={city.id}>
      <div className="mf-admin-city__place">
        {city.country.flag_url ? (
          <img
            className="mf-admin-city__flag"
            src={city.country.flag_url}
            alt={t('cities.flagOf', { country: city.country.name })}
            width={32}
            height={24}
            loading="lazy"
          />
        ) : null}
        <div className="mf-admin-city__names">
          <h3 className="mf-admin-city__name">{city.name}</h3>
          <p className="mf-muted">
            {city.state} · {city.country.name}
          </p>
        </div>
      </div>
      <p className="mf-admin-city__count">{t('cities.businesses', { count: city.business_count })}</p>
      <div className="mf-admin-city__partner" data-testid="admin-city-partner">
        {partnerName !== null ? (
          <>
            <Avatar src={city.partner?.avatar_url} name={partnerName} size="sm" decorative />
            <span>
              <span className="cerca-visually-hidden">{t('cities.partner')}: </span>
              {partnerName}
            </span>
          </>
        ) : (
          <span className="mf-muted">{t('cities.noPartner')}</span>
        )}
      </div>
      <Link
        className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mf-admin-city__link' })}
        to={`/dashboard/city/${encodeURIComponent(city.id)}`}
        aria-label={t('cities.dashboardOf', { city: city.name })}
        data-testid="admin-city-dashboard"
      >
        {t('cities.dashboard')}
      </Link>
    </li>
  );
}
