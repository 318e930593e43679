import { useTranslation } from '@cerca/i18n';
import { CityDashboard } from '../../features/city-dashboard/components/city-dashboard';
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
          <CityDashboard city={city} />
        </CitySection>
      )}
    </CityGate>
  );
}
