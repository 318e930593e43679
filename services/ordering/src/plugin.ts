import { createQueues } from '@cerca/queues';
import { defineService } from '@cerca/service-kit';
import { deliveryEvents } from './delivery-events';
import { messageEvents } from './message-events';
import { startPayments } from './payments';
import { assignDriverRoute } from './routes/assign-driver';
import { cancelSubscriptionRoute } from './routes/cancel-subscription';
import { createMenuCategoryRoute } from './routes/create-menu-category';
import { createMenuItemRoute } from './routes/create-menu-item';
import { createOrderRoute } from './routes/create-order';
import { deleteAccountRoute } from './routes/delete-account';
import { deleteMenuCategoryRoute } from './routes/delete-menu-category';
import { deleteMenuItemRoute } from './routes/delete-menu-item';
import { endLocalSubscriptionPeriodsRoute } from './routes/end-local-subscription-periods';
import { getAccountRoute } from './routes/get-account';
import { getCheckoutSubscriptionRoute } from './routes/get-checkout-subscription';
import { getLocalCheckoutRoute } from './routes/get-local-checkout';
import { getManagedMenuRoute } from './routes/get-managed-menu';
import { getMeRoute } from './routes/get-me';
import { getOrdersSummaryRoute } from './routes/get-orders-summary';
import { getPublicMenuRoute } from './routes/get-public-menu';
import { getThreadRoute } from './routes/get-thread';
import { listActivityRoute } from './routes/list-activity';
import { listBusinessOrdersRoute } from './routes/list-business-orders';
import { listCityDriversRoute } from './routes/list-city-drivers';
import { listConversationsRoute } from './routes/list-conversations';
import { listMyOrdersRoute } from './routes/list-my-orders';
import { listMySubscriptionsRoute } from './routes/list-my-subscriptions';
import { listNotificationsRoute } from './routes/list-notifications';
import { markNotificationsReadRoute } from './routes/mark-notifications-read';
import { markThreadReadRoute } from './routes/mark-thread-read';
import { payLocalCheckoutRoute } from './routes/pay-local-checkout';
import { quoteOrderRoute } from './routes/quote-order';
import { receivePaymentWebhookRoute } from './routes/receive-payment-webhook';
import { renameMenuCategoryRoute } from './routes/rename-menu-category';
import { reorderMenuCategoriesRoute } from './routes/reorder-menu-categories';
import { sendMessageRoute } from './routes/send-message';
import { setDeliveryFeeRoute } from './routes/set-delivery-fee';
import { setMenuItemActiveRoute } from './routes/set-menu-item-active';
import { startCheckoutRoute } from './routes/start-checkout';
import { updateAccountRoute } from './routes/update-account';
import { updateAvatarRoute } from './routes/update-avatar';
import { updateMenuItemRoute } from './routes/update-menu-item';
import { updateNotificationsRoute } from './routes/update-notifications';
import { updateOrderStatusRoute } from './routes/update-order-status';
import { updateProfileSettingsRoute } from './routes/update-profile-settings';

/** Ordering: menus, orders, subscriptions and plans, profile edits, messages. */
export const orderingService = defineService({
  name: 'ordering',
  prefix: '/api/ordering',
  description:
    'Pedidos y cuenta de la persona: perfil propio, menús, pedidos, suscripciones y mensajes. ' +
    'Errors answer { statusCode, code, error, message } with a Spanish message.',
  async routes(app, context) {
    // First: without the secrets its payment provider needs, production stops here, at start.
    startPayments(context, app.log);
    // The producers of the order events (notifications worker), closed with the app.
    const queues = createQueues(context.config.redisQueueUrl, context.config.redisPrefix);
    app.addHook('onClose', () => queues.close());
    await queues.ready().catch((error: unknown) => app.log.warn({ err: error }, 'queues not ready yet'));
    await getMeRoute(app, context);
    await updateProfileSettingsRoute(app, context);
    await getPublicMenuRoute(app, context);

    // Commerce (issue 10): menu and services manager
    await setDeliveryFeeRoute(app, context);
    await getManagedMenuRoute(app, context);
    await createMenuCategoryRoute(app, context);
    await renameMenuCategoryRoute(app, context);
    await reorderMenuCategoriesRoute(app, context);
    await deleteMenuCategoryRoute(app, context);
    await createMenuItemRoute(app, context);
    await updateMenuItemRoute(app, context);
    await setMenuItemActiveRoute(app, context);
    await deleteMenuItemRoute(app, context);
    // Commerce (issue 10): subscriptions and payments
    await listMySubscriptionsRoute(app, context);
    await startCheckoutRoute(app, context);
    await getCheckoutSubscriptionRoute(app, context);
    await cancelSubscriptionRoute(app, context);
    await receivePaymentWebhookRoute(app, context);
    await getLocalCheckoutRoute(app, context);
    await payLocalCheckoutRoute(app, context);
    await endLocalSubscriptionPeriodsRoute(app, context);
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
    // Commerce (issue 10): orders panel
    await listBusinessOrdersRoute(app, context);
    await getOrdersSummaryRoute(app, context);
    // Delivery (issue 11): the same live events and notification events as the driver service.
    const delivery = deliveryEvents(context);
    await updateOrderStatusRoute(app, context, delivery);
    await assignDriverRoute(app, context, delivery);
    await listCityDriversRoute(app, context);
    // Notifications (issue 11): the bell
    await listNotificationsRoute(app, context);
    await markNotificationsReadRoute(app, context);
    // Messages (issue 12)
    const messaging = messageEvents(context, queues);
    await listConversationsRoute(app, context);
    await getThreadRoute(app, context);
    await sendMessageRoute(app, context, messaging);
    await markThreadReadRoute(app, context, messaging);
  },
});
