import { defineService } from '@cerca/service-kit';
import { getMeRoute } from './routes/get-me';

/** Driver: driver records, driver orders, available orders, assignment. */
export const driverService = defineService({
  name: 'driver',
  prefix: '/api/driver',
  description:
    'Repartidores: registro, disponibilidad, pedidos disponibles y entregas. ' +
    'Errors answer { statusCode, code, error, message } with a Spanish message.',
  async routes(app, context) {
    await getMeRoute(app, context);
  },
});
