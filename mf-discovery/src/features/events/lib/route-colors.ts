import { ROUTE_COLORS, type RouteColor } from '@cerca/contracts/city-life/events';

/**
 * The ten route colours (spec 02 §9) as drawn: each dark enough for white text on it (WCAG AA
 * for large text and icons). Their names come from events.json `events.colors`.
 */
export const ROUTE_COLOR_HEX: Record<RouteColor, string> = {
  red: '#dc2626',
  blue: '#2563eb',
  green: '#15803d',
  purple: '#9333ea',
  pink: '#db2777',
  orange: '#c2410c',
  yellow: '#a16207',
  indigo: '#4f46e5',
  emerald: '#047857',
  violet: '#7c3aed',
};

/** A route's colour; a route stored without one shows the first (Rojo). */
export function routeColorOf(color: RouteColor | null | undefined): RouteColor {
  return color && (ROUTE_COLORS as readonly string[]).includes(color) ? color : ROUTE_COLORS[0];
}
