import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { StorageContext } from '../../context';
import { storeUpload, uploadRouteOptions } from '../../uploads';

/** POST /object/:bucket/* — uploads one file (multipart) to a key the caller may write. */
export async function createObjectRoute(app: FastifyInstance, context: StorageContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/object/:bucket/*',
      uploadRouteOptions('Upload an object (multipart/form-data, one file)'),
      async (request) => storeUpload(context, request, request.params),
    );
}
