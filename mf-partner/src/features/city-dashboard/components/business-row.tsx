import type { CityBusiness } from '@cerca/contracts/city-dashboard';
import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { Avatar, Button, buttonClassName, Stars } from '@cerca/ui';
import { useId } from 'react';
import { NS } from '../../../lib/i18n';

/** One business of the Negocios tab: photo, name, category, rating, owner, and its actions. */
export function BusinessRow({ business, onDelete }: { business: CityBusiness; onDelete: () => void }) {
  const { t } = useTranslation(NS);
  const nameId = useId();
  const owner = business.owner.full_name || business.owner.username;
  return (
    <li
      className="mf-city-business"
      aria-labelledby={nameId}
      data-testid="city-business"
      data-business-id={business.id}
    >
      {/* The photo, or the business's initials when it has none (the fallback image). */}
      <Avatar
        src={business.photo_url}
        name={business.name}
        size="lg"
        decorative
        className="mf-city-business__photo"
      />
      <div className="mf-city-business__body">
        <h3 id={nameId} className="mf-city-business__name">
          <Link to={`/businesses/${business.id}`}>{business.name}</Link>
        </h3>
        <p className="mf-muted">
          {business.category} · {business.subcategory}
        </p>
        {business.rating_count > 0 ? (
          <Stars rating={business.rating_avg} count={business.rating_count} showValue size={14} />
        ) : (
          <p className="mf-muted">{t('cityDashboard.businesses.noReviews')}</p>
        )}
        <p className="mf-city-business__owner">
          <Avatar src={business.owner.avatar_url} name={owner} size="sm" decorative />
          <span>{t('cityDashboard.businesses.owner', { owner })}</span>
        </p>
      </div>
      <div className="mf-city-business__actions">
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          to={`/businesses/${business.id}`}
          aria-label={t('cityDashboard.businesses.viewLabel', { name: business.name })}
        >
          {t('cityDashboard.businesses.view')}
        </Link>
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          to={`/businesses/${business.id}/edit`}
          aria-label={t('cityDashboard.businesses.editLabel', { name: business.name })}
          data-testid="city-business-edit"
        >
          {t('cityDashboard.businesses.edit')}
        </Link>
        <Button
          variant="danger"
          size="sm"
          onClick={onDelete}
          aria-label={t('cityDashboard.businesses.deleteLabel', { name: business.name })}
          data-testid="city-business-delete"
        >
          {t('cityDashboard.businesses.delete')}
        </Button>
      </div>
    </li>
  );
}
