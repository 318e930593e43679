import type { BusinessPage } from '@cerca/contracts/business-page';
import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { useCategories } from '@cerca/session';
import { Avatar, Stars } from '@cerca/ui';
import { categoryPath } from '../../../lib/categories';
import { NS } from '../../../lib/i18n';
import { stockCover } from '../../../lib/stock-cover';
import { coverPhoto, logoPhoto } from '../lib/photos';
import { BusinessActions } from './business-actions';
import '../../../components/profile-hero.css';

interface BusinessHeaderProps {
  page: BusinessPage;
  userId: string | undefined;
  sessionLoading: boolean;
}

/** Cover banner, round logo, name, category, subcategory, average (one decimal) and review count. */
export function BusinessHeader({ page, userId, sessionLoading }: BusinessHeaderProps) {
  const { t } = useTranslation(NS);
  const categories = useCategories();
  const { business } = page;
  const cover = coverPhoto(business.photos, stockCover(categories.data, business.category));
  const logo = logoPhoto(business.photos);
  return (
    <header className="mf-hero">
      <div className="mf-hero__cover mf-biz__cover" data-testid="business-cover">
        {/* The page's largest paint: fetched before the logo and the photos below it. */}
        {cover ? <img src={cover} alt="" fetchPriority="high" /> : null}
      </div>
      <div className="mf-hero__identity mf-biz__identity">
        <div className="mf-hero__photo mf-biz__logo">
          {logo ? (
            <img src={logo} alt={t('business.logoAlt', { name: business.name })} width={96} height={96} />
          ) : (
            <Avatar name={business.name} size="xl" />
          )}
        </div>
        <div className="mf-hero__names mf-biz__names">
          <h1 className="mf-title" data-testid="business-name">
            {business.name}
          </h1>
          <p className="mf-biz__category">
            <Link to={categoryPath({ name: business.category })}>{business.category}</Link>
            <span aria-hidden="true"> · </span>
            <span>{business.subcategory}</span>
          </p>
          <p className="mf-biz__rating" data-testid="business-rating">
            <Stars rating={business.rating_avg} count={business.rating_count} showValue />
            <span className="mf-muted">
              {' · '}
              {t('business.followers', { count: page.followers_count })}
            </span>
          </p>
        </div>
      </div>
      <BusinessActions page={page} userId={userId} sessionLoading={sessionLoading} />
    </header>
  );
}
