import type { City } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { ExposedComponent } from '@cerca/remote-kit/exposed';
import { Button, EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { useEffect, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useCityDrivers } from '../api/list-city-drivers';
import { type DriverFilters, isFiltered, NO_FILTERS } from '../lib/city-drivers-view';
import '../texts';
import { AddDriverDialog } from './add-driver-dialog';
import './city-drivers.css';
import { DriverCard } from './driver-card';
import { DriverFiltersBar } from './driver-filters';
import { DriverInvitations } from './driver-invitations';

/** Typing settles for this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/**
 * /dashboard/city/:cityId/drivers (spec 02 §2 Drivers management): search, status and vehicle
 * filters, the add-driver modal (an invitation, issue 21), the invitations waiting for an answer,
 * and each driver's expandable details and actions.
 */
export function CityDrivers({ city }: { city: City }) {
  const { t } = useTranslation(NS);
  const [filters, setFilters] = useState<DriverFilters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setFilters((current) => ({ ...current, q: search })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const drivers = useCityDrivers(city.id, filters);
  const items = drivers.data?.pages.flatMap((page) => page.drivers) ?? [];

  return (
    <div className="mf-drivers" data-testid="city-drivers">
      <div className="mf-drivers__top">
        <p className="mf-muted">{t('cityDrivers.lead')}</p>
        <Button onClick={() => setAdding(true)} data-testid="drivers-add">
          {t('cityDrivers.add')}
        </Button>
      </div>
      <DriverInvitations cityId={city.id} />
      <DriverFiltersBar
        search={search}
        onSearch={setSearch}
        filters={filters}
        onFilters={(next) => setFilters({ ...next, q: search })}
      />
      {drivers.isPending ? (
        <Spinner />
      ) : drivers.isError && items.length === 0 ? (
        <ErrorState
          title={t('cityDrivers.messages.loadError')}
          description={drivers.error.message}
          onRetry={() => drivers.refetch()}
          retrying={drivers.isFetching}
        />
      ) : items.length === 0 ? (
        isFiltered(filters) ? (
          <EmptyState title={t('cityDrivers.noResults')} />
        ) : (
          <EmptyState
            title={t('cityDrivers.empty')}
            description={t('cityDrivers.emptyHint')}
            action={<Button onClick={() => setAdding(true)}>{t('cityDrivers.add')}</Button>}
          />
        )
      ) : (
        <>
          <ul className="mf-drivers__list" aria-busy={drivers.isFetching} data-testid="drivers-list">
            {items.map((driver) => (
              <li key={driver.id}>
                <DriverCard cityId={city.id} cityName={city.name} driver={driver} />
              </li>
            ))}
          </ul>
          {drivers.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => drivers.fetchNextPage()}
              loading={drivers.isFetchingNextPage}
              data-testid="drivers-more"
            >
              {t('cityDrivers.loadMore')}
            </Button>
          ) : null}
        </>
      )}
      {/* Each driver's earnings and delivery rating: mf-driver's, from /api/driver (issue 25). */}
      <ExposedComponent id="mf_driver/city-driver-earnings" props={{ cityId: city.id }} />
      <AddDriverDialog open={adding} onClose={() => setAdding(false)} city={city} />
    </div>
  );
}
