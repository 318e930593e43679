import { defineService } from '@cerca/service-kit';
import { createStorage } from '@cerca/storage';
import multipart from '@fastify/multipart';
import { createBusinessRoute } from './routes/create-business';
import { getBusinessRoute } from './routes/get-business';
import { getCityRoute } from './routes/get-city';
import { listCategoriesRoute } from './routes/list-categories';
import { listCitiesRoute } from './routes/list-cities';
import { listCountriesRoute } from './routes/list-countries';

/** Discovery: the catalogue, businesses and everything people browse in a city. */
export const discoveryService = defineService({
  name: 'discovery',
  prefix: '/api/discovery',
  description:
    'Descubrimiento: países, ciudades, categorías, negocios, historias, publicaciones y eventos. ' +
    'Errors answer { statusCode, code, error, message } with a Spanish message.',
  async routes(app, context) {
    const storage = createStorage({ storageDir: context.config.storageDir, env: context.config.env });
    // Uploads are read by each route with its own limits (see multipart.ts); these are the ceilings.
    // Oversized files arrive truncated rather than failing the stream, so the storage module's
    // per-bucket check answers with the file's name and the spec's message.
    await app.register(multipart, {
      limits: { fileSize: 100 * 1024 * 1024, files: 10, fields: 40 },
      throwFileSizeLimit: false,
    });

    await listCountriesRoute(app, context);
    await listCitiesRoute(app, context);
    await getCityRoute(app, context);
    await listCategoriesRoute(app, context);
    await createBusinessRoute(app, context, storage);
    await getBusinessRoute(app, context);
  },
});
