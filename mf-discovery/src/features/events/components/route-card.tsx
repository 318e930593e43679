import type { WeekendRoute } from '@cerca/contracts/city-life/events';
import { formatDateTime, useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { IconMapPin } from '@cerca/ui';
import { type CSSProperties, useId } from 'react';
import { NS } from '../../../lib/i18n';
import { ROUTE_COLOR_HEX, routeColorOf } from '../lib/route-colors';
import { formatRouteDay } from '../lib/routes';

/** A route of the carousel: its colour, image, name, date and places in order, each a link. */
export function RouteCard({ route, timeZone }: { route: WeekendRoute; timeZone: string }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const color = routeColorOf(route.color);
  const style = { '--mf-route-color': ROUTE_COLOR_HEX[color] } as CSSProperties;
  return (
    // Focusable from code only: the wizard moves the focus here after creating the route.
    <article
      className="mf-route"
      style={style}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="route-card"
    >
      {route.image_url ? (
        <img
          className="mf-route__image"
          src={route.image_url}
          alt=""
          width={288}
          height={144}
          loading="lazy"
        />
      ) : (
        <span className="mf-route__image mf-route__image--color" aria-hidden="true">
          <IconMapPin size={32} />
        </span>
      )}
      <div className="mf-route__body">
        <p className="mf-route__color">
          <span className="mf-route__swatch" aria-hidden="true" />
          {t('events.routes.color', { color: t(`events.colors.${color}`) })}
        </p>
        <h3 id={titleId} className="mf-route__title">
          {route.title}
        </h3>
        <p className="mf-route__date">
          <time dateTime={route.event_date}>{formatRouteDay(route.event_date, timeZone)}</time>
        </p>
        {route.description ? <p className="mf-route__description">{route.description}</p> : null}
        <ol className="mf-route__places" aria-label={t('events.routes.places')}>
          {route.places.map((place) => (
            <li key={place.business_id}>
              <Link
                to={`/businesses/${place.business_id}`}
                className="mf-route__place"
                data-testid="route-place"
              >
                <span className="mf-route__order" aria-hidden="true">
                  {place.order}
                </span>
                {place.photo_url ? (
                  <img src={place.photo_url} alt="" width={32} height={32} loading="lazy" />
                ) : null}
                <span className="mf-route__place-name">
                  <span className="cerca-visually-hidden">
                    {t('events.routes.stop', { order: place.order })}:{' '}
                  </span>
                  {place.name}
                </span>
              </Link>
            </li>
          ))}
        </ol>
        <p className="mf-route__until">
          {t('events.routes.until', { date: formatDateTime(route.expires_at, timeZone) })}
        </p>
      </div>
    </article>
  );
}
