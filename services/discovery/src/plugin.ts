import { defineService, registerRouteFolders } from '@cerca/service-kit';
import { discoveryPlugins } from './context';
import { listenForPublicCacheDrops } from './public-cache-listener';
import { anyoneRoutes } from './routes/anyone';
import { businessManagerRoutes } from './routes/business-managers';
import { signedInRoutes } from './routes/signed-in';

/** Discovery: the catalogue, businesses and everything people browse in a city. */
export const discoveryService = defineService({
  name: 'discovery',
  prefix: '/api/discovery',
  description:
    'Descubrimiento: países, ciudades, categorías, negocios, historias, publicaciones y eventos. ' +
    'Errors answer { statusCode, code, error, message } with a Spanish message.',
  uses: discoveryPlugins,
  async routes(app, context) {
    // Public answers that other services drop (content moderation) leave this process's memory too.
    await listenForPublicCacheDrops(app, context);
    await registerRouteFolders(app, context, [anyoneRoutes, signedInRoutes, businessManagerRoutes]);
  },
});
