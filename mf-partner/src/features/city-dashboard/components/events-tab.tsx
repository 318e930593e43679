import { CITY_EVENTS_SHOWN, type CityEvent, type CityRoute } from '@cerca/contracts/city-dashboard';
import { formatDateTime, useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { buttonClassName, EmptyState } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { useCityEvents } from '../api/get-city-events';
import { LoadState } from './load-state';

/** Eventos: the city's latest events and weekend routes, and the links to their public pages (spec 02 §2). */
export function EventsTab({ cityId, timeZone }: { cityId: string; timeZone: string }) {
  const { t } = useTranslation(NS);
  const overview = useCityEvents(cityId);
  const city = encodeURIComponent(cityId);
  return (
    <LoadState query={overview}>
      {() => (
        <div className="mf-stack" data-testid="city-events">
          <p className="mf-muted">{t('cityDashboard.events.latest', { count: CITY_EVENTS_SHOWN })}</p>
          <section aria-labelledby="city-events-title" className="mf-stack">
            <div className="mf-city-section-head">
              <h2 id="city-events-title" className="mf-subtitle">
                {t('cityDashboard.events.eventsTitle')}
              </h2>
              <Link
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                to={`/events?city=${city}`}
                data-testid="city-events-link"
              >
                {t('cityDashboard.events.seeEvents')}
              </Link>
            </div>
            {overview.data!.events.length === 0 ? (
              <EmptyState title={t('cityDashboard.events.eventsEmpty')} />
            ) : (
              <ul className="mf-city-events">
                {overview.data!.events.map((event) => (
                  <EventRow key={event.id} event={event} timeZone={timeZone} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="city-routes-title" className="mf-stack">
            <div className="mf-city-section-head">
              <h2 id="city-routes-title" className="mf-subtitle">
                {t('cityDashboard.events.routesTitle')}
              </h2>
              <Link
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                to={`/events?city=${city}&tab=routes`}
                data-testid="city-routes-link"
              >
                {t('cityDashboard.events.seeRoutes')}
              </Link>
            </div>
            {overview.data!.routes.length === 0 ? (
              <EmptyState title={t('cityDashboard.events.routesEmpty')} />
            ) : (
              <ul className="mf-city-events">
                {overview.data!.routes.map((route) => (
                  <RouteRow key={route.id} route={route} timeZone={timeZone} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </LoadState>
  );
}

/** Dates in the city's own time zone: the event happens there, whoever reads the panel. */
function EventRow({ event, timeZone }: { event: CityEvent; timeZone: string }) {
  const { t } = useTranslation(NS);
  const past = new Date(event.event_date).getTime() < Date.now();
  return (
    <li className="mf-city-event" data-testid="city-event">
      <div className="mf-city-event__body">
        <p className="mf-city-event__title">{event.title}</p>
        <Link to={`/businesses/${event.business_id}`} className="mf-muted">
          {event.business_name}
        </Link>
      </div>
      <div className="mf-city-event__meta">
        <time dateTime={event.event_date}>{formatDateTime(event.event_date, timeZone)}</time>
        {!event.active ? <span className="mf-city-badge">{t('cityDashboard.events.inactive')}</span> : null}
        {event.active && past ? (
          <span className="mf-city-badge">{t('cityDashboard.events.past')}</span>
        ) : null}
      </div>
    </li>
  );
}

function RouteRow({ route, timeZone }: { route: CityRoute; timeZone: string }) {
  const { t } = useTranslation(NS);
  const ended = new Date(route.expires_at).getTime() < Date.now();
  return (
    <li className="mf-city-event" data-testid="city-route">
      <div className="mf-city-event__body">
        <p className="mf-city-event__title">{route.title}</p>
        <p className="mf-muted">{t('cityDashboard.events.stops', { count: route.stops })}</p>
      </div>
      <div className="mf-city-event__meta">
        <time dateTime={route.event_date}>{formatDateTime(route.event_date, timeZone)}</time>
        {!route.active ? <span className="mf-city-badge">{t('cityDashboard.events.inactive')}</span> : null}
        {route.active && ended ? (
          <span className="mf-city-badge">{t('cityDashboard.events.past')}</span>
        ) : null}
      </div>
    </li>
  );
}
