import type { AdminPartner } from '@cerca/contracts/admin-partners';
import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { Avatar, Button, buttonClassName } from '@cerca/ui';
import { NS } from '../../../lib/i18n';

/** One partner: avatar, username or e-mail, the city they run, its dashboard, and 'Quitar'. */
export function PartnerRow({ partner, onRemove }: { partner: AdminPartner; onRemove: () => void }) {
  const { t } = useTranslation(NS);
  const name = partner.username || partner.email || partner.id;
  const city = `${partner.city.name}, ${partner.city.state}`;
  return (
    <li className="mf-admin-partner" data-testid="admin-partner" data-partner-id={partner.id}>
      <div className="mf-admin-partner__who">
        <Avatar src={partner.avatar_url} name={name} decorative />
        <div className="mf-admin-partner__names">
          <h3 className="mf-admin-partner__name">{name}</h3>
          {partner.email && partner.email !== name ? <p className="mf-muted">{partner.email}</p> : null}
        </div>
      </div>
      <p className="mf-admin-partner__city">
        <span className="mf-admin-partner__label">{t('partners.managedCity')}</span>
        <span data-testid="admin-partner-city">{city}</span>
      </p>
      <div className="mf-admin-partner__actions">
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          to={`/dashboard/city/${encodeURIComponent(partner.city.id)}`}
          aria-label={t('partners.dashboardOf', { city: partner.city.name })}
          data-testid="admin-partner-dashboard"
        >
          {t('partners.dashboard')}
        </Link>
        <Button
          variant="danger"
          size="sm"
          onClick={onRemove}
          aria-label={t('partners.removeLabel', { name })}
          data-testid="admin-partner-remove"
        >
          {t('partners.remove')}
        </Button>
      </div>
    </li>
  );
}
