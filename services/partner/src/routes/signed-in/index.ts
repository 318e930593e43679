import { routeFolder, signedIn } from '@cerca/service-kit';
import type { PartnerContext } from '../../context';
import { createCityRoute } from './create-city';
import { createPartnerApplicationRoute } from './create-partner-application';
import { listMyApplicationsRoute } from './list-my-applications';

/** The become-partner wizard: anyone signed in applies for a city, or adds a missing one. */
export const signedInRoutes = routeFolder<PartnerContext>({
  guard: signedIn,
  async routes(app, context) {
    await createCityRoute(app, context);
    await createPartnerApplicationRoute(app, context);
    await listMyApplicationsRoute(app, context);
  },
});
