import type { City } from '@cerca/contracts';
import type { CityEvent } from '@cerca/contracts/city-life/events';
import { formatDateTime } from '@cerca/i18n';
import { Button, EmptyState, ErrorState, IconCalendar, Spinner } from '@cerca/ui';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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
            <EventCard event={event} timeZone={city.time_zone} />
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

function EventCard({ event, timeZone }: { event: CityEvent; timeZone: string }) {
  const { t } = useTranslation(NS);
  const image = event.image_url ?? event.business_photo_url;
  return (
    <Link to={`/businesses/${event.business_id}`} className="mf-ev-card" data-testid="event-card">
      {image ? (
        <img src={image} alt="" width={256} height={144} loading="lazy" />
      ) : (
        <span className="mf-ev-card__placeholder" aria-hidden="true">
          <IconCalendar size={28} />
        </span>
      )}
      <span className="mf-ev-card__title">{event.title}</span>
      <span className="mf-ev-card__business">{t('events.list.at', { business: event.business_name })}</span>
      <time className="mf-ev-card__date" dateTime={event.event_date}>
        {formatDateTime(event.event_date, timeZone)}
      </time>
    </Link>
  );
}
