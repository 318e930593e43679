import type { Driver } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { Avatar, buttonClassName } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { AvailabilityToggle } from './availability-toggle';

/** Who is driving, where and with what; the availability toggle sits here, in the thumb's reach. */
export function ProfileCard({ userId, driver }: { userId: string; driver: Driver }) {
  const { t } = useTranslation(NS);
  const name = driver.profile.full_name || driver.profile.username;
  return (
    <section
      className="mf-card mf-driver-card"
      aria-labelledby="driver-card-name"
      data-testid="driver-profile-card"
    >
      <div className="mf-driver-card__who">
        <Avatar src={driver.profile.avatar_url} name={name} size="lg" decorative />
        <div className="mf-driver-card__name">
          <h2 id="driver-card-name">{name}</h2>
          <span className="mf-muted mf-small">@{driver.profile.username}</span>
        </div>
        <span className="mf-chip" data-status={driver.status}>
          {t(`dashboard.profile.status.${driver.status}`)}
        </span>
      </div>
      <dl className="mf-details">
        <dt>{t('dashboard.profile.vehicle')}</dt>
        <dd data-testid="driver-vehicle">{t(`vehicles.${driver.vehicle_type}`)}</dd>
        <dt>{t('dashboard.profile.zone')}</dt>
        <dd data-testid="driver-zone">
          {driver.zone.name}, {driver.zone.state}
        </dd>
        <dt>{t('dashboard.profile.phone')}</dt>
        <dd>
          <a href={`tel:${driver.phone}`}>{driver.phone}</a>
        </dd>
      </dl>
      <AvailabilityToggle userId={userId} driver={driver} />
      <Link
        to="/driver-registration"
        className={buttonClassName({ variant: 'ghost', size: 'sm' })}
        data-testid="driver-edit-registration"
      >
        {t('dashboard.profile.edit')}
      </Link>
    </section>
  );
}
