import { useTranslation } from '@cerca/i18n';
import { EventCard } from '../../../components/event-card';
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
            <EventCard
              className="mf-week-event"
              businessId={event.business_id}
              image={event.image_url}
              title={event.title}
              business={event.business_name}
              eventDate={event.event_date}
              timeZone={timeZone}
            />
          </li>
        ))}
      </Scroller>
    </section>
  );
}
