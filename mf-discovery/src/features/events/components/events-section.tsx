import type { City } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { Button, EmptyState, ErrorState, IconCalendar, Spinner } from '@cerca/ui';
import { type ReactNode, useId } from 'react';
import { EventCard } from '../../../components/event-card';
import { Scroller } from '../../../components/scroller';
import { NS } from '../../../lib/i18n';
import { useCityEvents } from '../api/get-city-events';

/** The events carousel (spec 02 §2): each event opens its business's page. */
export function EventsSection({ city }: { city: City }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const events = useCityEvents(city.id);
  const list = events.data?.pages.flatMap((page) => page.events) ?? [];

  let body: ReactNode;
  if (events.isPending) {
    body = (
      <div className="mf-events__state" data-testid="events-loading">
        <Spinner />
      </div>
    );
  } else if (events.isError) {
    body = (
      <ErrorState
        title={t('events.list.loadError')}
        onRetry={() => events.refetch()}
        retrying={events.isFetching}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={<IconCalendar size={28} />}
        title={t('events.list.empty')}
        description={t('events.list.emptyHint', { city: city.name })}
      />
    );
  } else {
    body = (
      <Scroller label={t('events.list.label', { city: city.name })} data-testid="events-carousel">
        {list.map((event) => (
          <li key={event.id}>
            <EventCard
              businessId={event.business_id}
              image={event.image_url ?? event.business_photo_url}
              title={event.title}
              business={t('events.list.at', { business: event.business_name })}
              eventDate={event.event_date}
              timeZone={city.time_zone}
              testId="event-card"
              className="mf-ev-card"
            />
          </li>
        ))}
        {events.hasNextPage ? (
          <li className="mf-events__more">
            <Button
              variant="secondary"
              loading={events.isFetchingNextPage}
              onClick={() => events.fetchNextPage()}
              data-testid="events-more"
            >
              {t('events.list.more')}
            </Button>
          </li>
        ) : null}
      </Scroller>
    );
  }

  return (
    <section className="mf-section" aria-labelledby={headingId} data-testid="events-section">
      <h2 id={headingId} className="mf-subtitle">
        {t('events.list.heading')}
      </h2>
      {body}
    </section>
  );
}
