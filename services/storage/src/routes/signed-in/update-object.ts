import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { StorageContext } from '../../context';
import { storeUpload, uploadRouteOptions } from '../../uploads';

/** PUT /object/:bucket/* — replaces the object at a key the caller may write (same checks as POST). */
export async function updateObjectRoute(app: FastifyInstance, context: StorageContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      '/object/:bucket/*',
      uploadRouteOptions('Replace an object (multipart/form-data, one file)'),
      async (request) => storeUpload(context, request, request.params),
    );
}
