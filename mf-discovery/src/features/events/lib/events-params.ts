/**
 * The links of the partner's city dashboard (spec 02 §2): /events?city={cityId} shows that city's
 * events, and &tab=routes brings the weekend routes into view.
 */
export interface EventsParams {
  /** A city to select for the page; null when the link names none. */
  cityId: string | null;
  /** Whether the routes carousel is the target (tab=routes). */
  routes: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseEventsParams(params: URLSearchParams): EventsParams {
  const city = params.get('city')?.trim() ?? '';
  return { cityId: UUID.test(city) ? city.toLowerCase() : null, routes: params.get('tab') === 'routes' };
}

/** The query once the linked city is selected: ?city= goes (the location picker now holds it), the rest stays. */
export function withoutCity(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('city');
  return next;
}
