import { describe, expect, it } from 'vitest';
import { parseEventsParams, withoutCity } from './events-params';
import { ROUTE_COLOR_HEX, routeColorOf } from './route-colors';
import { formatRouteDay, msUntilNextClose, openRoutes } from './routes';

const at = (iso: string) => ({ expires_at: iso });

describe('the routes carousel over time', () => {
  const now = Date.parse('2026-12-08T12:00:00Z');
  const routes = [
    at('2026-12-08T11:59:59Z'),
    at('2026-12-08T12:00:00Z'),
    at('2026-12-08T12:00:01Z'),
    at('2026-12-09T00:00:00Z'),
  ];

  it('shows a route until its expires_at and not from then on', () => {
    expect(openRoutes(routes, now)).toEqual([routes[2], routes[3]]);
  });

  it('knows when the next route closes (one timer, no polling)', () => {
    expect(msUntilNextClose(routes, now)).toBe(1000);
    expect(msUntilNextClose([routes[0]!], now)).toBeNull();
    expect(msUntilNextClose([], now)).toBeNull();
  });

  it("reads a route's day on its city's clocks", () => {
    // 06:00 UTC on the 6th is still the 5th in Mexico City.
    expect(formatRouteDay('2026-12-06T06:00:00Z', 'America/Mexico_City')).toBe('domingo, 6 de diciembre');
    expect(formatRouteDay('2026-12-06T05:59:00Z', 'America/Mexico_City')).toBe('sábado, 5 de diciembre');
  });
});

describe('the partner dashboard links', () => {
  const id = '6F1C2A34-5B6D-4E7F-8A9B-0C1D2E3F4A5B';

  it('reads ?city= and tab=routes', () => {
    expect(parseEventsParams(new URLSearchParams(`city=${id}&tab=routes`))).toEqual({
      cityId: id.toLowerCase(),
      routes: true,
    });
    expect(parseEventsParams(new URLSearchParams(`city=${id}`))).toEqual({
      cityId: id.toLowerCase(),
      routes: false,
    });
    expect(parseEventsParams(new URLSearchParams('city=guadalajara&tab=events'))).toEqual({
      cityId: null,
      routes: false,
    });
    expect(parseEventsParams(new URLSearchParams(''))).toEqual({ cityId: null, routes: false });
  });

  it('drops ?city= once read and keeps the rest', () => {
    expect(withoutCity(new URLSearchParams(`city=${id}&tab=routes`)).toString()).toBe('tab=routes');
  });
});

describe('route colours', () => {
  it('draws the ten colours and falls back to the first', () => {
    expect(Object.keys(ROUTE_COLOR_HEX)).toEqual([
      'red',
      'blue',
      'green',
      'purple',
      'pink',
      'orange',
      'yellow',
      'indigo',
      'emerald',
      'violet',
    ]);
    expect(routeColorOf(null)).toBe('red');
    expect(routeColorOf('violet')).toBe('violet');
  });
});
