import { defineService, registerRouteFolders } from '@cerca/service-kit';
import { orderingPlugins } from './context';
import { startPayments } from './payments';
import { anyoneRoutes } from './routes/anyone';
import { cityManagerRoutes } from './routes/city-managers';
import { menuManagerRoutes } from './routes/menu-managers';
import { ordersPanelRoutes } from './routes/orders-panel';
import { signedInRoutes } from './routes/signed-in';

/** Ordering: menus, orders, subscriptions and plans, profile edits, messages. */
export const orderingService = defineService({
  name: 'ordering',
  prefix: '/api/ordering',
  description:
    'Pedidos y cuenta de la persona: perfil propio, menús, pedidos, suscripciones y mensajes. ' +
    'Errors answer { statusCode, code, error, message } with a Spanish message.',
  uses: orderingPlugins,
  async routes(app, context) {
    // First: without the secrets its payment provider needs, production stops here, at start.
    startPayments(context, app.log);
    await registerRouteFolders(app, context, [
      anyoneRoutes,
      signedInRoutes,
      menuManagerRoutes,
      ordersPanelRoutes,
      cityManagerRoutes,
    ]);
  },
});
