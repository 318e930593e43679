import { defineService } from '@cerca/service-kit';
import { getCityAccessRoute } from './routes/get-city-access';

/** Partner: city dashboard data, moderation, city drivers, partner applications, city creation. */
export const partnerService = defineService({
  name: 'partner',
  prefix: '/api/partner',
  description:
    'Partners de ciudad: acceso y datos del panel de la ciudad, moderación, repartidores, solicitudes. ' +
    'Errors answer { statusCode, code, error, message } with a Spanish message.',
  async routes(app, context) {
    await getCityAccessRoute(app, context);
  },
});
