import { defineService, registerRouteFolders } from '@cerca/service-kit';
import { partnerPlugins } from './context';
import { cityManagerRoutes } from './routes/city-managers';
import { signedInRoutes } from './routes/signed-in';

/** Partner: city dashboard data, moderation, city drivers, partner applications, city creation. */
export const partnerService = defineService({
  name: 'partner',
  prefix: '/api/partner',
  description:
    'Partners de ciudad: acceso y datos del panel de la ciudad, moderación, repartidores, solicitudes. ' +
    'Errors answer { statusCode, code, error, message } with a Spanish message.',
  uses: partnerPlugins,
  async routes(app, context) {
    await registerRouteFolders(app, context, [signedInRoutes, cityManagerRoutes]);
  },
});
