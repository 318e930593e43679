import type { BusinessCard as BusinessCardData } from '@cerca/contracts/business-search';
import { formatDateTime, useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { IconCalendar, IconMapPin, PriceRange, Stars } from '@cerca/ui';
import { NS } from '../lib/i18n';
import './link-card.css';
import './business-card.css';
import { openNowKey } from '../lib/open-now';

interface BusinessCardProps {
  business: BusinessCardData;
  /** The category's stock cover for a business without a main photo; null → neutral gradient. */
  stockCoverUrl: string | null;
  /** The city's IANA zone, for the events' times. */
  timeZone: string;
}

/**
 * A search or category result (spec 01 §2): main photo or stock cover, price range, name, stars
 * with review count, two-line description, upcoming events, city and state, subcategory. The name
 * is the card's one link; its hit area covers the whole card.
 */
export function BusinessCard({ business, stockCoverUrl, timeZone }: BusinessCardProps) {
  const { t } = useTranslation(NS);
  // The card is small: the photo's WebP thumbnail when the job has made it, else the photo.
  const cover = business.main_photo_thumbnail_url ?? business.main_photo_url ?? stockCoverUrl;
  return (
    <article className="mf-link-card mf-bcard" data-testid="business-card">
      <div className="mf-bcard__cover">
        {cover ? <img src={cover} alt="" loading="lazy" width={400} height={225} /> : null}
        <PriceRange value={business.price_range} className="mf-bcard__price" />
      </div>
      <div className="mf-bcard__body">
        <h3 className="mf-link-card__title">
          <Link to={`/businesses/${business.id}`} className="mf-link-card__link">
            {business.name}
          </Link>
        </h3>
        <Stars rating={business.rating_avg} count={business.rating_count} />
        {business.open_now === undefined ? null : (
          <span
            className={
              business.open_now ? 'mf-badge mf-badge--open mf-bcard__open' : 'mf-badge mf-bcard__open'
            }
            data-testid="card-open-now"
          >
            {t(openNowKey(business))}
          </span>
        )}
        <p className="mf-bcard__description">{business.description}</p>
        {business.upcoming_events.length > 0 ? (
          <ul className="mf-bcard__events" aria-label={t('search.card.events')}>
            {business.upcoming_events.map((event) => (
              <li key={event.id}>
                <IconCalendar size={14} />
                <span>
                  {event.title} ·{' '}
                  <time dateTime={event.event_date}>{formatDateTime(event.event_date, timeZone)}</time>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mf-bcard__footer">
          <span className="mf-bcard__place">
            <IconMapPin size={14} />
            {t('search.card.place', { city: business.city, state: business.state })}
          </span>
          <span className="mf-bcard__tag">{business.subcategory}</span>
        </div>
      </div>
    </article>
  );
}
