import type { ProfileBusiness } from '@cerca/contracts/city-life/public-profile';
import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { Avatar } from '@cerca/ui';
import { NS } from '../../../lib/i18n';

/** The businesses the person owns, each linking to its page. */
export function ProfileBusinesses({ businesses }: { businesses: readonly ProfileBusiness[] }) {
  const { t } = useTranslation(NS);
  return (
    <section className="mf-section mf-stack" aria-labelledby="pp-businesses">
      <h2 id="pp-businesses" className="mf-subtitle">
        {t('publicProfile.businesses.title')}
      </h2>
      <ul className="mf-pp__businesses" data-testid="public-profile-businesses">
        {businesses.map((business) => (
          <li key={business.id}>
            <Link to={`/businesses/${encodeURIComponent(business.id)}`} className="mf-pp-biz">
              <Avatar src={business.logo_url} name={business.name} size="md" decorative />
              <span className="mf-pp-biz__text">
                <span className="mf-pp-biz__name">{business.name}</span>
                <span className="mf-pp-biz__category">{business.category}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
