import { defineService, registerRouteFolders } from '@cerca/service-kit';
import { adminPlugins } from './context';
import { adminRoutes } from './routes/admins';

/** Admin: cities, partners, applications, settings, jobs and the audit log. Every route is for admins only. */
export const adminService = defineService({
  name: 'admin',
  prefix: '/api/admin',
  description:
    'Administración: ciudades, partners, solicitudes, configuración, trabajos y registro. Solo administradores. ' +
    'Errors answer { statusCode, code, error, message } with a Spanish message.',
  uses: adminPlugins,
  async routes(app, context) {
    // One guard for the whole folder, in a child context so the kit's /health, /ready and docs of
    // this service stay public.
    await registerRouteFolders(app, context, [adminRoutes]);
  },
});
