import { createAuthMailProducer } from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { addCityDriverRoute } from '../routes/add-city-driver';
import { deleteCityDriverRoute } from '../routes/delete-city-driver';
import { getCityDriverIdentificationRoute } from '../routes/get-city-driver-identification';
import { listCityDriversRoute } from '../routes/list-city-drivers';
import { updateCityDriverRoute } from '../routes/update-city-driver';

/**
 * The city drivers endpoints (issue 13), in their own scope: multipart is registered only here,
 * with the add-driver form's limits (oversized files arrive truncated so the storage check answers
 * with the bucket's message), beside the producer of auth's mail queue (closed with the app).
 */
export async function cityDriversRoutes(
  app: FastifyInstance,
  context: ServiceContext,
  storage: Storage,
): Promise<void> {
  await app.register(async (scope) => {
    // The invitation of a driver whose account is new goes through auth's mail queue.
    const { redisUrl, redisPrefix } = context.config;
    const mail = createAuthMailProducer(redisUrl, redisPrefix, (error) =>
      scope.log.warn({ err: error }, 'auth mail queue redis error'),
    );
    scope.addHook('onClose', () => mail.close());
    await scope.register(multipart, {
      limits: { fileSize: 6 * 1024 * 1024, files: 2 },
      throwFileSizeLimit: false,
    });
    await listCityDriversRoute(scope, context);
    await addCityDriverRoute(scope, context, storage, mail);
    await getCityDriverIdentificationRoute(scope, context, storage);
    await updateCityDriverRoute(scope, context);
    await deleteCityDriverRoute(scope, context, storage);
  });
}
