import { formatDateTime } from '@cerca/i18n';
import { IconCalendar } from '@cerca/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Scroller } from '../../../components/scroller';
import { NS } from '../../../lib/i18n';
import { useUpcomingEvents } from '../api/get-upcoming-events';

/** 'Eventos de la Semana': the city's (or category's) upcoming events, each linking to its business. */
export function WeekEvents({
  cityId,
  category,
  timeZone,
}: {
  cityId: string;
  category: string | undefined;
  /** The city's IANA zone: times read as on its clocks. */
  timeZone: string;
}) {
  const { t } = useTranslation(NS);
  const events = useUpcomingEvents(cityId, category);
  // A side panel: without events (or while they fail) the results speak for the page.
  if (!events.data || events.data.events.length === 0) return null;
  return (
    <section className="mf-section" aria-labelledby="week-events" data-testid="week-events">
      <h2 id="week-events" className="mf-subtitle">
        {t('search.weekEvents')}
      </h2>
      <Scroller label={t('search.weekEvents')}>
        {events.data.events.map((event) => (
          <li key={event.id}>
            <Link to={`/businesses/${event.business_id}`} className="mf-event">
              {event.image_url ? (
                <img src={event.image_url} alt="" width={240} height={135} loading="lazy" />
              ) : (
                <span className="mf-event__placeholder" aria-hidden="true">
                  <IconCalendar size={28} />
                </span>
              )}
              <span className="mf-event__title">{event.title}</span>
              <span className="mf-event__business">{event.business_name}</span>
              <time className="mf-event__date" dateTime={event.event_date}>
                {formatDateTime(event.event_date, timeZone)}
              </time>
            </Link>
          </li>
        ))}
      </Scroller>
    </section>
  );
}
