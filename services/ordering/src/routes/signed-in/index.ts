import { acceptMultipart, routeFolder, signedIn } from '@cerca/service-kit';
import type { OrderingContext } from '../../context';
import { messageEvents } from '../../message-events';
import { addLateTipRoute } from './add-late-tip';
import { assignDriverRoute } from './assign-driver';
import { cancelBusinessOrderRoute } from './cancel-business-order';
import { cancelMyOrderRoute } from './cancel-my-order';
import { cancelSubscriptionRoute } from './cancel-subscription';
import { createMyAddressRoute } from './create-my-address';
import { createOrderRoute } from './create-order';
import { deleteAccountRoute } from './delete-account';
import { deleteMyAddressRoute } from './delete-my-address';
import { getAccountRoute } from './get-account';
import { getCheckoutSubscriptionRoute } from './get-checkout-subscription';
import { getLocalCheckoutRoute } from './get-local-checkout';
import { getMeRoute } from './get-me';
import { getOrderProgressRoute } from './get-order-progress';
import { getThreadRoute } from './get-thread';
import { listActivityRoute } from './list-activity';
import { listConversationsRoute } from './list-conversations';
import { listMyAddressesRoute } from './list-my-addresses';
import { listMyOrderRatingsRoute } from './list-my-order-ratings';
import { listMyOrdersRoute } from './list-my-orders';
import { listMySubscriptionsRoute } from './list-my-subscriptions';
import { listNotificationsRoute } from './list-notifications';
import { markNotificationsReadRoute } from './mark-notifications-read';
import { markThreadReadRoute } from './mark-thread-read';
import { orderPaymentRoutes } from './order-payment';
import { payLocalCheckoutRoute } from './pay-local-checkout';
import { quoteOrderRoute } from './quote-order';
import { rateMyOrderRoute } from './rate-my-order';
import { reportOrderProblemRoute } from './report-order-problem';
import { sendMessageRoute } from './send-message';
import { startCheckoutRoute } from './start-checkout';
import { updateAccountRoute } from './update-account';
import { updateAvatarRoute } from './update-avatar';
import { updateMyAddressRoute } from './update-my-address';
import { updateNotificationsRoute } from './update-notifications';
import { updateOrderStatusRoute } from './update-order-status';
import { updateProfileSettingsRoute } from './update-profile-settings';

/**
 * The signed-in person's own things: profile and account, subscriptions, cart and orders, an
 * order's status and driver, the bell and messages. Which business or order is theirs each route reads from
 * the database; a route whose spec words the 401 gives it in `config.refusals`.
 */
export const signedInRoutes = routeFolder<OrderingContext>({
  guard: signedIn,
  async routes(app, context) {
    await getMeRoute(app, context);
    await updateProfileSettingsRoute(app, context);
    // Commerce (issue 10): subscriptions and payments
    await listMySubscriptionsRoute(app, context);
    await startCheckoutRoute(app, context);
    await getCheckoutSubscriptionRoute(app, context);
    await cancelSubscriptionRoute(app, context);
    await getLocalCheckoutRoute(app, context);
    await payLocalCheckoutRoute(app, context);
    // Commerce (issue 10): profile and settings
    await getAccountRoute(app, context);
    await updateAccountRoute(app, context);
    await updateAvatarRoute(app, context);
    await updateNotificationsRoute(app, context);
    await listActivityRoute(app, context);
    await deleteAccountRoute(app, context);
    // Commerce (issue 10): cart and orders
    await quoteOrderRoute(app, context);
    await createOrderRoute(app, context);
    await listMyOrdersRoute(app, context);
    // Issue 25: paying a card or OXXO order (the provider's events arrive at /payments/webhook).
    await orderPaymentRoutes(app, context);
    // Issue 25: arrival time and progress
    await getOrderProgressRoute(app, context);
    // Issue 25: Mis direcciones
    await listMyAddressesRoute(app, context);
    await createMyAddressRoute(app, context);
    await updateMyAddressRoute(app, context);
    await deleteMyAddressRoute(app, context);
    // Delivery (issue 11): the same live events and notification events as the driver service.
    await updateOrderStatusRoute(app, context, context.delivery);
    await assignDriverRoute(app, context, context.delivery);
    // Issue 25: cancellations, by the customer while pending and by the business before delivery.
    await cancelMyOrderRoute(app, context, context.delivery);
    await cancelBusinessOrderRoute(app, context, context.delivery);
    // Issue 25: "Ayuda con mi pedido", the one multipart route here (only it reads forms).
    await app.register(async (forms) => {
      await acceptMultipart(forms);
      await reportOrderProblemRoute(forms, context);
    });
    // Issue 25: "Califica tu pedido".
    await rateMyOrderRoute(app, context);
    await addLateTipRoute(app, context);
    await listMyOrderRatingsRoute(app, context);
    // Notifications (issue 11): the bell
    await listNotificationsRoute(app, context);
    await markNotificationsReadRoute(app, context);
    // Messages (issue 12)
    const messaging = messageEvents(context, context.queues);
    await listConversationsRoute(app, context);
    await getThreadRoute(app, context);
    await sendMessageRoute(app, context, messaging);
    await markThreadReadRoute(app, context, messaging);
  },
});
