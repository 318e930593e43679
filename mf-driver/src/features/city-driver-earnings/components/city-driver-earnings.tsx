import type { CityDriverEarningsProps } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { createQueryClient, remoteRootClass } from '@cerca/remote-kit';
import { EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useId } from 'react';
import remote from '../../../../remote.json';
import { EarningsSummary } from '../../../components/earnings/earnings-summary';
import { NS } from '../../../lib/i18n';
import { useCityDriverEarnings } from '../api/list-city-driver-earnings';

/** This module's own cache: it renders inside mf-partner's page, outside this remote's lifecycles. */
const queryClient = createQueryClient();

/**
 * Each driver's deliveries, tips and cash today and this week, and their delivery rating, for the
 * city's partner: exposed to mf-partner's city drivers page as "./city-driver-earnings". The
 * driver area owns these sums and their endpoint; the server lets only the city's partner and
 * admins read them.
 */
export function CityDriverEarnings({ cityId }: CityDriverEarningsProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <div className={remoteRootClass(remote.name)}>
        <CityDriverEarningsSection cityId={cityId} />
      </div>
    </QueryClientProvider>
  );
}

function CityDriverEarningsSection({ cityId }: CityDriverEarningsProps) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const earnings = useCityDriverEarnings(cityId);
  return (
    <section className="mf-section" aria-labelledby={headingId} data-testid="city-driver-earnings">
      <h2 id={headingId}>{t('earnings.cityTitle')}</h2>
      <p className="mf-muted">{t('earnings.cityHint')}</p>
      {earnings.isPending ? (
        <Spinner />
      ) : earnings.isError ? (
        <ErrorState
          title={t('earnings.cityLoadError')}
          description={earnings.error.message}
          onRetry={() => earnings.refetch()}
          retrying={earnings.isFetching}
        />
      ) : earnings.data.drivers.length === 0 ? (
        <EmptyState title={t('earnings.cityEmpty')} />
      ) : (
        <ul className="mf-earnings-drivers">
          {earnings.data.drivers.map((driver) => (
            <li key={driver.driver_id} className="mf-card" data-testid="city-driver-earnings-row">
              <h3>{driver.full_name || (driver.username ? `@${driver.username}` : driver.driver_id)}</h3>
              <EarningsSummary
                today={driver.today}
                week={driver.week}
                rating={driver.rating}
                testId={`city-driver-earnings-${driver.driver_id}`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
