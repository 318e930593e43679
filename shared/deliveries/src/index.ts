// `@cerca/deliveries`: how an order reaches a driver, shared by the services that move orders
// (driver, ordering) and the jobs that invite drivers. Each rule once: the one assignment path,
// the one offered-order query, the order's history, and the invitation token's hash.
export { type AssignedOrder, assignOrderToDriver, type OrderAssignment } from './assignment';
export { hashInvitationToken } from './driver-invitations';
export { findOfferedOrder, type OfferedOrderQuery, selectOfferedOrders } from './offered-orders';
export { businessLogoUrl, DELIVERY_TIME_FORMAT, orderCreatedAtText } from './order-columns';
export { type OrderChange, recordOrderChange } from './order-history';
