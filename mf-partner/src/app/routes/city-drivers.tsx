import { useTranslation } from '@cerca/i18n';
import { CityGate } from '../../features/city-dashboard/components/city-gate';
import { CitySection } from '../../features/city-dashboard/components/city-section';
import { CityDrivers } from '../../features/city-drivers/components/city-drivers';
import { NS } from '../../lib/i18n';

export default function CityDriversPage() {
  const { t } = useTranslation(NS);
  return (
    <CityGate>
      {(city) => (
        <CitySection
          city={city}
          title={t('city.drivers.title')}
          backTo={`/dashboard/city/${city.id}`}
          backLabel={t('city.backToCity')}
        >
          <CityDrivers city={city} />
        </CitySection>
      )}
    </CityGate>
  );
}
