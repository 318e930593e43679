import { defineService } from '@cerca/service-kit';
import { createStorage } from '@cerca/storage';
import { cityContentRoutes } from './city-content/routes';
import { cityDashboardRoutes } from './city-dashboard/routes';
import { cityDriversRoutes } from './city-drivers/routes';
import { createCityRoute } from './routes/create-city';
import { createPartnerApplicationRoute } from './routes/create-partner-application';
import { getCityAccessRoute } from './routes/get-city-access';
import { listMyApplicationsRoute } from './routes/list-my-applications';

/** Partner: city dashboard data, moderation, city drivers, partner applications, city creation. */
export const partnerService = defineService({
  name: 'partner',
  prefix: '/api/partner',
  description:
    'Partners de ciudad: acceso y datos del panel de la ciudad, moderación, repartidores, solicitudes. ' +
    'Errors answer { statusCode, code, error, message } with a Spanish message.',
  async routes(app, context) {
    // Moderation removes the files of what it deletes; drivers' ID images are stored and signed.
    const storage = createStorage(context.config);
    await getCityAccessRoute(app, context);
    await cityDashboardRoutes(app, context, storage);
    await createCityRoute(app, context);
    await createPartnerApplicationRoute(app, context);
    await listMyApplicationsRoute(app, context);
    await cityContentRoutes(app, context, storage);
    await cityDriversRoutes(app, context, storage);
  },
});
