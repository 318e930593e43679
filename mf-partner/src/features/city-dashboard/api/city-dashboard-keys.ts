/** Every query key of the city dashboard's data, in one place (per city, so a delete can refresh them all). */
export const cityDashboardKeys = {
  all: ['city-dashboard'] as const,
  city: (cityId: string) => [...cityDashboardKeys.all, cityId] as const,
  summary: (cityId: string) => [...cityDashboardKeys.city(cityId), 'summary'] as const,
  businesses: (cityId: string, q: string) => [...cityDashboardKeys.city(cityId), 'businesses', q] as const,
  analytics: (cityId: string) => [...cityDashboardKeys.city(cityId), 'analytics'] as const,
  events: (cityId: string) => [...cityDashboardKeys.city(cityId), 'events'] as const,
};

export const cityPath = (cityId: string, rest: string) =>
  `/api/partner/cities/${encodeURIComponent(cityId)}/${rest}`;
