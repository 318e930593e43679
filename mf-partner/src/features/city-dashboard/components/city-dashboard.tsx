import type { City } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { ExposedComponent } from '@cerca/remote-kit/exposed';
import { Link, useSearchParams } from '@cerca/router';
import { buttonClassName, Tabs } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { CITY_TABS, type CityTab, resolveCityTab } from '../lib/dashboard-tabs';
import '../texts';
import { AnalyticsTab } from './analytics-tab';
import { BusinessesTab } from './businesses-tab';
import { EventsTab } from './events-tab';
import { SummaryTab } from './summary-tab';
import './city-dashboard.css';

/**
 * The city dashboard (spec 02 §2): the links to the city's content, drivers and new business,
 * then the Resumen, Negocios, Analíticas and Eventos tabs. The tab lives in the URL (?tab=), so a
 * link or going back opens the same one.
 */
export function CityDashboard({ city }: { city: City }) {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const tab = resolveCityTab(params.get('tab'));

  const select = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  const panel = (id: CityTab) => {
    if (id !== tab) return null;
    if (id === 'summary')
      return (
        <div className="mf-stack">
          <SummaryTab cityId={city.id} />
          {/* Customers' reports of the city's orders: mf-ordering's, from /api/ordering (issue 25). */}
          <ExposedComponent id="mf_ordering/city-order-reports" props={{ cityId: city.id }} />
        </div>
      );
    if (id === 'businesses') return <BusinessesTab cityId={city.id} />;
    if (id === 'analytics') return <AnalyticsTab cityId={city.id} />;
    return <EventsTab cityId={city.id} timeZone={city.time_zone} />;
  };

  return (
    <div className="mf-city-dashboard" data-testid="city-dashboard">
      <nav aria-label={t('city.dashboard.navLabel')} className="mf-links">
        <Link className={buttonClassName({ variant: 'secondary' })} to={`/dashboard/city/${city.id}/content`}>
          {t('city.dashboard.content')}
        </Link>
        <Link className={buttonClassName({ variant: 'secondary' })} to={`/dashboard/city/${city.id}/drivers`}>
          {t('city.dashboard.drivers')}
        </Link>
        <Link
          className={buttonClassName({ variant: 'primary' })}
          to={`/add-business?city=${encodeURIComponent(city.id)}`}
          data-testid="city-add-business"
        >
          {t('cityDashboard.addBusiness')}
        </Link>
      </nav>
      <Tabs
        label={t('cityDashboard.tabsLabel')}
        value={tab}
        onValueChange={select}
        className="mf-city-dashboard__tabs"
        items={CITY_TABS.map((id) => ({
          id,
          label: <span data-testid={`city-tab-${id}`}>{t(`cityDashboard.tabs.${id}`)}</span>,
          content: panel(id),
        }))}
      />
    </div>
  );
}
