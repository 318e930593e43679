import type { City } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { useCity, usePlace } from '@cerca/session';
import { EmptyState, ErrorState } from '@cerca/ui';
import type { ReactNode } from 'react';
import { NS } from '../lib/i18n';

/** Pages that need a chosen city: without one (or with a stale one) they say 'Selecciona una ciudad'. */
export function WithCity({ children }: { children: (city: City) => ReactNode }) {
  const { t } = useTranslation(NS);
  const { countryId, cityId } = usePlace();
  const city = useCity(countryId, cityId);

  if (countryId && cityId && city.isPending) return <PageLoader />;
  if (city.isError) {
    return (
      <div className="mf-page" data-testid="city-error">
        <ErrorState title={t('city.loadError')} onRetry={() => city.refetch()} retrying={city.isFetching} />
      </div>
    );
  }
  if (!city.data) {
    return (
      <div className="mf-page" data-testid="select-city">
        <EmptyState title={t('city.select')} description={t('city.selectHint')} />
      </div>
    );
  }
  return children(city.data);
}
