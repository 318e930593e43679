import type { ServiceContext } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { addCityDriverRoute } from '../routes/add-city-driver';
import { deleteCityDriverRoute } from '../routes/delete-city-driver';
import { getCityDriverIdentificationRoute } from '../routes/get-city-driver-identification';
import { listCityDriverInvitationsRoute } from '../routes/list-city-driver-invitations';
import { listCityDriversRoute } from '../routes/list-city-drivers';
import { revokeCityDriverInvitationRoute } from '../routes/revoke-city-driver-invitation';
import { updateCityDriverRoute } from '../routes/update-city-driver';

/**
 * The city drivers endpoints (issue 13) and driver invitations (issue 21), in their own scope:
 * multipart is registered only here, with the add-driver form's limits (oversized files arrive
 * truncated so the storage check answers with the bucket's message). An invitation's mail and
 * expiry are outbox events of its transaction, which the jobs service relays and runs.
 */
export async function cityDriversRoutes(
  app: FastifyInstance,
  context: ServiceContext,
  storage: Storage,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: 6 * 1024 * 1024, files: 2 },
      throwFileSizeLimit: false,
    });
    await listCityDriversRoute(scope, context);
    await addCityDriverRoute(scope, context, storage);
    await listCityDriverInvitationsRoute(scope, context);
    await revokeCityDriverInvitationRoute(scope, context, storage);
    await getCityDriverIdentificationRoute(scope, context, storage);
    await updateCityDriverRoute(scope, context);
    await deleteCityDriverRoute(scope, context, storage);
  });
}
