import { defineService, requireAdmin } from '@cerca/service-kit';
import messages from './messages.json';
import { listCitiesRoute } from './routes/list-cities';

/** Admin: cities, partners, settings. Every route is for admins only. */
export const adminService = defineService({
  name: 'admin',
  prefix: '/api/admin',
  description:
    'Administración: ciudades, partners y configuración. Solo administradores. ' +
    'Errors answer { statusCode, code, error, message } with a Spanish message.',
  async routes(app, context) {
    // One guard for the whole folder of admin routes, in a child context so the kit's /health,
    // /ready and docs of this service stay public.
    await app.register(async (routes) => {
      routes.addHook('onRequest', requireAdmin(context, messages.noPermission));
      await listCitiesRoute(routes, context);
    });
  },
});
