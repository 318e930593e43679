import { acceptMultipart, routeFolder, signedIn } from '@cerca/service-kit';
import type { DriverContext } from '../../context';
import { acceptInvitationRoute } from './accept-invitation';
import { acceptOrderRoute } from './accept-order';
import { callPermissionRoutes } from './call-permission';
import { declineInvitationRoute } from './decline-invitation';
import { getEarningsRoute } from './get-earnings';
import { getIdentificationRoute } from './get-identification';
import { getMeRoute } from './get-me';
import { listAvailableOrdersRoute } from './list-available-orders';
import { listDeliveriesRoute } from './list-deliveries';
import { listInvitationsRoute } from './list-invitations';
import { registerDriverRoute } from './register-driver';
import { updateAvailabilityRoute } from './update-availability';
import { updateDeliveryStatusRoute } from './update-delivery-status';

/**
 * Every driver route is for signed-in people: registration, the dashboard, deliveries and the
 * answers to a partner's invitation. Whether the caller is a driver (and of which zone) each
 * route reads from the database.
 */
export const signedInRoutes = routeFolder<DriverContext>({
  guard: signedIn,
  async routes(app, context) {
    // The registration form is read with its own limits (registration-form.ts).
    await acceptMultipart(app);
    await getMeRoute(app, context);
    await registerDriverRoute(app, context);
    await getIdentificationRoute(app, context);
    await updateAvailabilityRoute(app, context);
    // Issue 25: 'Permitir que los clientes me llamen'
    await callPermissionRoutes(app, context);
    await listAvailableOrdersRoute(app, context);
    await listDeliveriesRoute(app, context);
    // Issue 25: "Tus ganancias" on the dashboard.
    await getEarningsRoute(app, context);
    await acceptOrderRoute(app, context);
    await updateDeliveryStatusRoute(app, context);
    // Driver invitations (issue 21): the invited person answers a partner's invitation.
    await listInvitationsRoute(app, context);
    await acceptInvitationRoute(app, context);
    await declineInvitationRoute(app, context);
  },
});
