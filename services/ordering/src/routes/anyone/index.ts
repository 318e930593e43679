import { anyone, routeFolder } from '@cerca/service-kit';
import type { OrderingContext } from '../../context';
import { endLocalSubscriptionPeriodsRoute } from './end-local-subscription-periods';
import { getDeliveryZoneRoute } from './get-delivery-zone';
import { getPublicMenuRoute } from './get-public-menu';
import { receivePaymentWebhookRoute } from './receive-payment-webhook';
import { sweepOrderPaymentsRoute } from './sweep-order-payments';

/**
 * Routes without a caller: a business's public menu, and the payment provider's calls (each
 * checks its own signature or secret, never an access token).
 */
export const anyoneRoutes = routeFolder<OrderingContext>({
  guard: anyone,
  async routes(app, context) {
    await getPublicMenuRoute(app, context);
    await getDeliveryZoneRoute(app, context);
    await receivePaymentWebhookRoute(app, context);
    await endLocalSubscriptionPeriodsRoute(app, context);
    await sweepOrderPaymentsRoute(app, context);
  },
});
