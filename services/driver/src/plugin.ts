import { defineService } from '@cerca/service-kit';
import { createStorage } from '@cerca/storage';
import multipart from '@fastify/multipart';
import { deliveryEvents } from './order-events';
import { acceptInvitationRoute } from './routes/accept-invitation';
import { acceptOrderRoute } from './routes/accept-order';
import { declineInvitationRoute } from './routes/decline-invitation';
import { getIdentificationRoute } from './routes/get-identification';
import { getMeRoute } from './routes/get-me';
import { listAvailableOrdersRoute } from './routes/list-available-orders';
import { listDeliveriesRoute } from './routes/list-deliveries';
import { listInvitationsRoute } from './routes/list-invitations';
import { registerDriverRoute } from './routes/register-driver';
import { updateAvailabilityRoute } from './routes/update-availability';
import { updateDeliveryStatusRoute } from './routes/update-delivery-status';

/** Driver: driver records, driver orders, available orders, assignment, driver invitations. */
export function createDriverService() {
  return defineService({
    name: 'driver',
    prefix: '/api/driver',
    description:
      'Repartidores: registro, disponibilidad, pedidos disponibles y entregas. ' +
      'Errors answer { statusCode, code, error, message } with a Spanish message.',
    async routes(app, context) {
      const storage = createStorage(context.config);
      // The registration form reads its one file with its own limits (registration-form.ts);
      // oversized files arrive truncated so the storage check answers with the bucket's message.
      await app.register(multipart, {
        limits: { fileSize: 6 * 1024 * 1024, files: 1 },
        throwFileSizeLimit: false,
      });
      const events = deliveryEvents(context);

      await getMeRoute(app, context);
      await registerDriverRoute(app, context, storage);
      await getIdentificationRoute(app, context, storage);
      await updateAvailabilityRoute(app, context);
      await listAvailableOrdersRoute(app, context);
      await listDeliveriesRoute(app, context);
      await acceptOrderRoute(app, context, events);
      await updateDeliveryStatusRoute(app, context, events);
      // Driver invitations (issue 21): the invited person answers a partner's invitation.
      await listInvitationsRoute(app, context);
      await acceptInvitationRoute(app, context, storage);
      await declineInvitationRoute(app, context, storage);
    },
  });
}

export const driverService = createDriverService();
