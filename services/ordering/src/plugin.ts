import { defineService } from '@cerca/service-kit';
import { getMeRoute } from './routes/get-me';
import { getPublicMenuRoute } from './routes/get-public-menu';
import { updateProfileSettingsRoute } from './routes/update-profile-settings';

/** Ordering: menus, orders, subscriptions and plans, profile edits, messages. */
export const orderingService = defineService({
  name: 'ordering',
  prefix: '/api/ordering',
  description:
    'Pedidos y cuenta de la persona: perfil propio, menús, pedidos, suscripciones y mensajes. ' +
    'Errors answer { statusCode, code, error, message } with a Spanish message.',
  async routes(app, context) {
    await getMeRoute(app, context);
    await updateProfileSettingsRoute(app, context);
    await getPublicMenuRoute(app, context);
  },
});
