import { acceptMultipart, routeFolder } from '@cerca/service-kit';
import type { PartnerContext } from '../../context';
import { addCityDriverRoute } from './add-city-driver';
import { deleteCityBusinessRoute } from './delete-city-business';
import { deleteCityContentRoute } from './delete-city-content';
import { deleteCityDriverRoute } from './delete-city-driver';
import { getCityAccessRoute } from './get-city-access';
import { getCityAnalyticsRoute } from './get-city-analytics';
import { getCityDriverIdentificationRoute } from './get-city-driver-identification';
import { getCityEventsRoute } from './get-city-events';
import { getCitySummaryRoute } from './get-city-summary';
import { cityManagers } from './guard';
import { listCityBusinessesRoute } from './list-city-businesses';
import { listCityContentRoute } from './list-city-content';
import { listCityDriverInvitationsRoute } from './list-city-driver-invitations';
import { listCityDriversRoute } from './list-city-drivers';
import { revokeCityDriverInvitationRoute } from './revoke-city-driver-invitation';
import { updateCityDriverRoute } from './update-city-driver';

/**
 * Everything under /cities/:cityId (spec 02 §2, issues 13 and 21): the city dashboard, content
 * moderation, city drivers and their invitations. One guard: admins and the city's partner
 * (guard.ts); everyone else 403, an unknown city 404.
 */
export const cityManagerRoutes = routeFolder<PartnerContext>({
  guard: cityManagers,
  async routes(app, context) {
    await getCityAccessRoute(app, context);
    // The dashboard: Resumen, Negocios (with delete), Analíticas and Eventos
    await getCitySummaryRoute(app, context);
    await listCityBusinessesRoute(app, context);
    await deleteCityBusinessRoute(app, context);
    await getCityAnalyticsRoute(app, context);
    await getCityEventsRoute(app, context);
    // Content moderation: the unified list and deleting an item
    await listCityContentRoute(app, context);
    await deleteCityContentRoute(app, context);
    // City drivers and invitations. An invitation's mail and expiry are outbox events of its
    // transaction, which the jobs service relays and runs.
    await listCityDriversRoute(app, context);
    await listCityDriverInvitationsRoute(app, context);
    await revokeCityDriverInvitationRoute(app, context);
    await getCityDriverIdentificationRoute(app, context);
    await updateCityDriverRoute(app, context);
    await deleteCityDriverRoute(app, context);
    // The add-driver form is the one multipart route: only it reads forms.
    await app.register(async (forms) => {
      await acceptMultipart(forms);
      await addCityDriverRoute(forms, context);
    });
  },
});
