import { routeFolder } from '@cerca/service-kit';
import type { DriverContext } from '../../context';
import { cityManagers } from './guard';
import { listCityDriverEarningsRoute } from './list-city-driver-earnings';

/**
 * What a city's partner (and admins) read of the city's drivers' work under /cities/:cityId: their
 * earnings and delivery ratings (issue 25), shown on the city drivers page through mf_driver's
 * "./city-driver-earnings". One guard: cityManagers (guard.ts).
 */
export const cityManagerRoutes = routeFolder<DriverContext>({
  guard: cityManagers,
  async routes(app, context) {
    await listCityDriverEarningsRoute(app, context);
  },
});
