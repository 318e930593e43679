import type { CityDriver } from '@cerca/contracts/city-drivers';
import { formatDateTime, useTranslation } from '@cerca/i18n';
import { Avatar, Button, cx, toast } from '@cerca/ui';
import { useId, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useUpdateCityDriver } from '../api/update-city-driver';
import { driverName } from '../lib/city-drivers-view';
import { DeleteDriverDialog } from './delete-driver-dialog';
import { DriverIdentification } from './driver-identification';

interface DriverCardProps {
  cityId: string;
  cityName: string;
  driver: CityDriver;
}

/** One driver: who, how they move, status and availability; details and actions on demand. */
export function DriverCard({ cityId, cityName, driver }: DriverCardProps) {
  const { t } = useTranslation(NS);
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateCityDriver(cityId);
  const name = driverName(driver);
  const suspended = driver.status === 'suspended';

  const toggleStatus = () => {
    const status = suspended ? 'approved' : 'suspended';
    update.mutate(
      { driver, status },
      {
        onSuccess: () =>
          toast.success(
            t(status === 'approved' ? 'cityDrivers.messages.activated' : 'cityDrivers.messages.suspended'),
          ),
        onError: () => toast.error(t('cityDrivers.messages.statusError')),
      },
    );
  };

  return (
    <article className="mf-driver" data-testid="driver-card" data-driver-id={driver.id}>
      <div className="mf-driver__summary">
        <Avatar src={driver.profile.avatar_url} name={name} decorative />
        <div className="mf-driver__who">
          <h2 className="mf-driver__name">{name}</h2>
          <p className="mf-driver__line">{driver.profile.email}</p>
          <p className="mf-driver__line">
            {driver.phone} · {t(`cityDrivers.vehicles.${driver.vehicle_type}`)}
          </p>
        </div>
        <div className="mf-driver__badges">
          <span
            className={cx('mf-driver__badge', suspended ? 'mf-driver__badge--off' : 'mf-driver__badge--on')}
            data-testid="driver-status"
          >
            {t(`cityDrivers.status.${driver.status}`)}
          </span>
          <span
            className={cx('mf-driver__badge', !driver.is_available && 'mf-driver__badge--muted')}
            data-testid="driver-availability"
          >
            {t(
              driver.is_available
                ? 'cityDrivers.availability.available'
                : 'cityDrivers.availability.unavailable',
            )}
          </span>
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        data-testid="driver-toggle"
      >
        {t(open ? 'cityDrivers.details.hide' : 'cityDrivers.details.show')}
      </Button>
      <div id={detailsId} hidden={!open} className="mf-driver__details" data-testid="driver-details">
        {open ? (
          <>
            <dl className="mf-driver__facts">
              <div>
                <dt>{t('cityDrivers.details.registered')}</dt>
                <dd>{formatDateTime(driver.created_at)}</dd>
              </div>
              <div>
                <dt>{t('cityDrivers.details.updated')}</dt>
                <dd>{formatDateTime(driver.updated_at)}</dd>
              </div>
              <div>
                <dt>{t('cityDrivers.details.status')}</dt>
                <dd>{t(`cityDrivers.status.${driver.status}`)}</dd>
              </div>
              <div>
                <dt>{t('cityDrivers.details.availability')}</dt>
                <dd>
                  {t(
                    driver.is_available
                      ? 'cityDrivers.availability.available'
                      : 'cityDrivers.availability.unavailable',
                  )}
                </dd>
              </div>
            </dl>
            <DriverIdentification cityId={cityId} driver={driver} name={name} />
            <div className="mf-driver__actions">
              <Button
                variant={suspended ? 'primary' : 'secondary'}
                onClick={toggleStatus}
                loading={update.isPending}
                data-testid="driver-status-toggle"
              >
                {t(suspended ? 'cityDrivers.actions.activate' : 'cityDrivers.actions.suspend')}
              </Button>
              <Button variant="danger" onClick={() => setDeleting(true)} data-testid="driver-delete">
                {t('cityDrivers.actions.delete')}
              </Button>
            </div>
          </>
        ) : null}
      </div>
      <DeleteDriverDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        cityId={cityId}
        cityName={cityName}
        driverId={driver.id}
        name={name}
      />
    </article>
  );
}
