import { formatDateTime } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { IconCalendar } from '@cerca/ui';
import './event-card.css';

interface EventCardProps {
  businessId: string;
  /** The event's image (or the page's fallback); none draws a calendar on the placeholder. */
  image: string | null;
  title: string;
  /** The line under the title: the business's name as the page words it. */
  business: string;
  eventDate: string;
  /** The city's IANA zone, for the time. */
  timeZone: string;
  testId?: string;
  /** The page's own width for the card. */
  className?: string;
}

/** An upcoming event in a sideways row: the whole card is the link to the business. */
export function EventCard({
  businessId,
  image,
  title,
  business,
  eventDate,
  timeZone,
  testId,
  className,
}: EventCardProps) {
  return (
    <Link
      to={`/businesses/${businessId}`}
      className={className ? `mf-event-card ${className}` : 'mf-event-card'}
      data-testid={testId}
    >
      {image ? (
        <img src={image} alt="" width={256} height={144} loading="lazy" />
      ) : (
        <span className="mf-event-card__placeholder" aria-hidden="true">
          <IconCalendar size={28} />
        </span>
      )}
      <span className="mf-event-card__title">{title}</span>
      <span className="mf-event-card__business">{business}</span>
      <time className="mf-event-card__date" dateTime={eventDate}>
        {formatDateTime(eventDate, timeZone)}
      </time>
    </Link>
  );
}
