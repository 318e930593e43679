import { routeFolder } from '@cerca/service-kit';
import type { OrderingContext } from '../../context';
import { cityManagers } from './guard';
import { listCityHelpReportsRoute } from './list-city-help-reports';

/**
 * What a city's partner (and admins) read of the city's orders under /cities/:cityId: the
 * customers' reports of its businesses (issue 25), shown on the city dashboard through
 * mf_ordering's "./city-order-reports". One guard: cityManagers (guard.ts).
 */
export const cityManagerRoutes = routeFolder<OrderingContext>({
  guard: cityManagers,
  async routes(app, context) {
    await listCityHelpReportsRoute(app, context);
  },
});
