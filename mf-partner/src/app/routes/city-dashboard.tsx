import { buttonClassName } from '@cerca/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CityGate } from '../../features/city-dashboard/components/city-gate';
import { CitySection } from '../../features/city-dashboard/components/city-section';
import { NS } from '../../lib/i18n';

export default function CityDashboardPage() {
  const { t } = useTranslation(NS);
  return (
    <CityGate>
      {(city) => (
        <CitySection
          city={city}
          title={t('city.dashboard.title', { city: city.name })}
          backTo="/dashboard"
          backLabel={t('city.backToDashboard')}
        >
          <nav aria-label={t('city.dashboard.navLabel')} className="mf-links">
            <Link
              className={buttonClassName({ variant: 'secondary' })}
              to={`/dashboard/city/${city.id}/content`}
            >
              {t('city.dashboard.content')}
            </Link>
            <Link
              className={buttonClassName({ variant: 'secondary' })}
              to={`/dashboard/city/${city.id}/drivers`}
            >
              {t('city.dashboard.drivers')}
            </Link>
          </nav>
        </CitySection>
      )}
    </CityGate>
  );
}
