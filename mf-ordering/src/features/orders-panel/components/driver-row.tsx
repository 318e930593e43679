import type { CityDriver } from '@cerca/contracts/orders-panel';
import { useTranslation } from '@cerca/i18n';
import { Avatar } from '@cerca/ui';
import type { ReactNode } from 'react';
import { NS } from '../../../lib/i18n';

/** One driver of the city: avatar, username, vehicle, availability; the picker adds the phone and a button. */
export function DriverRow({
  driver,
  showPhone = false,
  children,
}: {
  driver: CityDriver;
  showPhone?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const facts = [
    t(`ordersPanel.vehicles.${driver.vehicle_type}`),
    showPhone ? driver.phone : null,
    t(driver.is_available ? 'ordersPanel.drivers.available' : 'ordersPanel.drivers.unavailable'),
  ];
  return (
    <li className="mf-driver-row">
      <Avatar src={driver.avatar_url} name={driver.username} size="sm" decorative />
      <span className="mf-driver-row__who">
        <strong>{driver.username}</strong>
        <span className="mf-muted">{facts.filter((fact) => fact !== null).join(' · ')}</span>
      </span>
      {children}
    </li>
  );
}
