import type { ServiceContext } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import { deleteCityBusinessRoute } from '../routes/delete-city-business';
import { getCityAnalyticsRoute } from '../routes/get-city-analytics';
import { getCityEventsRoute } from '../routes/get-city-events';
import { getCitySummaryRoute } from '../routes/get-city-summary';
import { listCityBusinessesRoute } from '../routes/list-city-businesses';

/** The city dashboard (spec 02 §2): Resumen, Negocios (with delete), Analíticas and Eventos. */
export async function cityDashboardRoutes(
  app: FastifyInstance,
  context: ServiceContext,
  storage: Storage,
): Promise<void> {
  await getCitySummaryRoute(app, context);
  await listCityBusinessesRoute(app, context);
  await deleteCityBusinessRoute(app, context, storage);
  await getCityAnalyticsRoute(app, context);
  await getCityEventsRoute(app, context);
}
