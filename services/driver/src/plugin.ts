import { defineService, registerRouteFolders } from '@cerca/service-kit';
import { driverPlugins } from './context';
import { cityManagerRoutes } from './routes/city-managers';
import { signedInRoutes } from './routes/signed-in';

/** Driver: driver records, driver orders, available orders, assignment, driver invitations. */
export const driverService = defineService({
  name: 'driver',
  prefix: '/api/driver',
  description:
    'Repartidores: registro, disponibilidad, pedidos disponibles y entregas. ' +
    'Errors answer { statusCode, code, error, message } with a Spanish message.',
  uses: driverPlugins,
  async routes(app, context) {
    await registerRouteFolders(app, context, [signedInRoutes, cityManagerRoutes]);
  },
});
