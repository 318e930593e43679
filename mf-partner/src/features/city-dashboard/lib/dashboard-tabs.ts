/** The tabs of the city dashboard (spec 02 §2), in order; ?tab= holds the selected one. */
export const CITY_TABS = ['summary', 'businesses', 'analytics', 'events'] as const;
export type CityTab = (typeof CITY_TABS)[number];

/** The tab a ?tab= value names; the first (Resumen) when absent or unknown. */
export function resolveCityTab(value: string | null): CityTab {
  return (CITY_TABS as readonly string[]).includes(value ?? '') ? (value as CityTab) : 'summary';
}
