import { type PanelOrder, type PanelVehicleType, VEHICLE_TYPES } from '@cerca/contracts/orders-panel';
import { remoteRootClass } from '@cerca/remote-kit';
import { Avatar, Button, Dialog, EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../lib/i18n';
import { useCityDrivers } from '../api/get-city-drivers';
import { shortOrderId } from '../lib/orders-panel';

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
  const [vehicle, setVehicle] = useState<PanelVehicleType | ''>('');
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
          <div className="mf-field">
            <label htmlFor={`${id}-q`}>{t('ordersPanel.picker.search')}</label>
            <input
              id={`${id}-q`}
              type="search"
              value={q}
              placeholder={t('ordersPanel.picker.searchPlaceholder')}
              onChange={(event) => setQ(event.target.value)}
            />
          </div>
          <div className="mf-field">
            <label htmlFor={`${id}-vehicle`}>{t('ordersPanel.picker.vehicle')}</label>
            <select
              id={`${id}-vehicle`}
              value={vehicle}
              onChange={(event) => setVehicle(event.target.value as PanelVehicleType | '')}
            >
              <option value="">{t('ordersPanel.picker.allVehicles')}</option>
              {VEHICLE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`ordersPanel.vehicles.${type}`)}
                </option>
              ))}
            </select>
          </div>
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
          <ul className="mf-driver-list" aria-busy={drivers.isFetching}>
            {drivers.data.map((driver) => (
              <li key={driver.id} className="mf-driver-row">
                <Avatar src={driver.avatar_url} name={driver.username} size="sm" decorative />
                <span className="mf-driver-row__who">
                  <strong>{driver.username}</strong>
                  <span className="mf-muted">
                    {t(`ordersPanel.vehicles.${driver.vehicle_type}`)} · {driver.phone} ·{' '}
                    {t(
                      driver.is_available
                        ? 'ordersPanel.drivers.available'
                        : 'ordersPanel.drivers.unavailable',
                    )}
                  </span>
                </span>
                <Button
                  size="sm"
                  disabled={assigning}
                  onClick={() => onPick(driver.id)}
                  aria-label={t('ordersPanel.picker.choose', { name: driver.username })}
                >
                  {t('ordersPanel.orders.assign')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
