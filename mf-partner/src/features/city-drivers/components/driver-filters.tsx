import { CITY_DRIVER_STATUS_FILTERS } from '@cerca/contracts/city-drivers';
import { VEHICLE_TYPES } from '@cerca/contracts/vehicle-types';
import { useTranslation } from '@cerca/i18n';
import { useId } from 'react';
import { NS } from '../../../lib/i18n';
import type { DriverFilters } from '../lib/city-drivers-view';

interface DriverFiltersBarProps {
  search: string;
  onSearch: (text: string) => void;
  filters: DriverFilters;
  onFilters: (filters: DriverFilters) => void;
}

/** Search by name, e-mail or phone; status (Todos, Activos, Suspendidos) and vehicle filters. */
export function DriverFiltersBar({ search, onSearch, filters, onFilters }: DriverFiltersBarProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  return (
    <search className="mf-drivers__filters">
      <div className="mf-field mf-drivers__search">
        <label htmlFor={`${id}-q`} className="cerca-visually-hidden">
          {t('cityDrivers.search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={search}
          maxLength={100}
          placeholder={t('cityDrivers.search')}
          onChange={(event) => onSearch(event.target.value)}
          data-testid="drivers-search"
        />
      </div>
      <div className="mf-field">
        <label htmlFor={`${id}-status`}>{t('cityDrivers.statusFilter')}</label>
        <select
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) =>
            onFilters({ ...filters, status: event.target.value as DriverFilters['status'] })
          }
          data-testid="drivers-status"
        >
          {CITY_DRIVER_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`cityDrivers.statusFilters.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mf-field">
        <label htmlFor={`${id}-vehicle`}>{t('cityDrivers.vehicleFilter')}</label>
        <select
          id={`${id}-vehicle`}
          value={filters.vehicle}
          onChange={(event) =>
            onFilters({ ...filters, vehicle: event.target.value as DriverFilters['vehicle'] })
          }
          data-testid="drivers-vehicle"
        >
          <option value="all">{t('cityDrivers.allVehicles')}</option>
          {VEHICLE_TYPES.map((vehicle) => (
            <option key={vehicle} value={vehicle}>
              {t(`cityDrivers.vehicles.${vehicle}`)}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
