import type { PanelOrder } from '@cerca/contracts/orders-panel';
import { VEHICLE_TYPES, type VehicleType } from '@cerca/contracts/vehicle-types';
import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog, EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { useDeferredValue, useId, useState } from 'react';
import { SearchField, SelectField } from '../../../components/filter-fields';
import { NS } from '../../../lib/i18n';
import { useCityDrivers } from '../api/get-city-drivers';
import { shortOrderId } from '../lib/orders-panel';
import { DriverRow } from './driver-row';

/** The driver-picker modal: approved drivers of the city, search by name or phone, vehicle filter. */
export function DriverPicker({
  businessId,
  order,
  assigning,
  onPick,
  onClose,
}: {
  businessId: string;
  order: Pick<PanelOrder, 'id'>;
  assigning: boolean;
  onPick: (driverId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [q, setQ] = useState('');
  const [vehicle, setVehicle] = useState<VehicleType | ''>('');
  const deferredQ = useDeferredValue(q);
  const drivers = useCityDrivers(businessId, deferredQ, vehicle);

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('ordersPanel.picker.title')}
      description={t('ordersPanel.picker.description', { id: shortOrderId(order.id) })}
      size="md"
      data-testid="driver-picker"
    >
      <div className={`${remoteRootClass('mf_ordering')} mf-stack`}>
        <div className="mf-driver-picker__filters">
          <SearchField
            id={`${id}-q`}
            label={t('ordersPanel.picker.search')}
            value={q}
            placeholder={t('ordersPanel.picker.searchPlaceholder')}
            onChange={(event) => setQ(event.target.value)}
          />
          <SelectField
            id={`${id}-vehicle`}
            label={t('ordersPanel.picker.vehicle')}
            value={vehicle}
            onChange={(event) => setVehicle(event.target.value as VehicleType | '')}
            anyLabel={t('ordersPanel.picker.allVehicles')}
            options={VEHICLE_TYPES.map((type) => ({ value: type, label: t(`ordersPanel.vehicles.${type}`) }))}
          />
        </div>
        {drivers.isPending ? (
          <Spinner />
        ) : drivers.isError ? (
          <ErrorState
            title={t('ordersPanel.driversError')}
            onRetry={() => drivers.refetch()}
            retrying={drivers.isFetching}
          />
        ) : drivers.data.length === 0 ? (
          <EmptyState title={t('ordersPanel.picker.empty')} />
        ) : (
          <ul className="mf-plain-list mf-driver-list" aria-busy={drivers.isFetching}>
            {drivers.data.map((driver) => (
              <DriverRow key={driver.id} driver={driver} showPhone>
                <Button
                  size="sm"
                  disabled={assigning}
                  onClick={() => onPick(driver.id)}
                  aria-label={t('ordersPanel.picker.choose', { name: driver.username })}
                >
                  {t('ordersPanel.orders.assign')}
                </Button>
              </DriverRow>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
