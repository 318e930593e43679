import { useTranslation } from '@cerca/i18n';
import { CityContent } from '../../features/city-content/components/city-content';
import { CityGate } from '../../features/city-dashboard/components/city-gate';
import { CitySection } from '../../features/city-dashboard/components/city-section';
import { NS } from '../../lib/i18n';

export default function CityContentPage() {
  const { t } = useTranslation(NS);
  return (
    <CityGate>
      {(city) => (
        <CitySection
          city={city}
          title={t('city.content.title')}
          backTo={`/dashboard/city/${city.id}`}
          backLabel={t('city.backToCity')}
        >
          <CityContent cityId={city.id} />
        </CitySection>
      )}
    </CityGate>
  );
}
