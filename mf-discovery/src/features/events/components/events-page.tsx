import type { City } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { useSearchParams } from '@cerca/router';
import { selectCity } from '@cerca/session';
import { useEffect } from 'react';
import { WithCity } from '../../../components/with-city';
import { NS } from '../../../lib/i18n';
import { useLinkedCity } from '../api/get-linked-city';
import { parseEventsParams, withoutCity } from '../lib/events-params';
import { EventsSection } from './events-section';
import { RoutesSection } from './routes-section';
import '../texts';
import './events.css';

/**
 * /events (spec 02 §2): needs a chosen city, else 'Selecciona una ciudad'. The partner dashboard
 * links here with ?city={cityId} (that city becomes the chosen one, as if picked in the location
 * picker, so the page and the top bar agree) and &tab=routes (the routes carousel is scrolled into
 * view and its heading focused).
 */
export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const linked = parseEventsParams(params);
  const city = useLinkedCity(linked.cityId);

  useEffect(() => {
    if (!linked.cityId) return;
    if (city.data) selectCity(city.data.id, city.data.country_id);
    // Selected, or unknown (the chosen city stays): either way the link's city has been read.
    if (city.data || city.isError) setParams(withoutCity(params), { replace: true });
  }, [linked.cityId, city.data, city.isError, params, setParams]);

  // Until the linked city is selected, WithCity would show the previous choice (or none).
  if (linked.cityId) return <PageLoader />;
  return (
    <WithCity>
      {(chosen) => <EventsContent key={chosen.id} city={chosen} focusRoutes={linked.routes} />}
    </WithCity>
  );
}

function EventsContent({ city, focusRoutes }: { city: City; focusRoutes: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mf-page mf-stack-lg mf-events" data-testid="events-page">
      <header className="mf-events__header">
        <h1 className="mf-title">{t('events.title', { city: city.name })}</h1>
        <p className="mf-muted">{t('events.intro')}</p>
      </header>
      <EventsSection city={city} />
      <RoutesSection city={city} focus={focusRoutes} />
    </div>
  );
}
