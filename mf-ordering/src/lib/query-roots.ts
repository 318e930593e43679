/**
 * The first element of the query keys one feature's change makes stale in another. The feature
 * that owns the resource starts its keys from here (`all: queryRoots.myOrders`), and the one that
 * changes it invalidates by the same prefix without importing the other feature: an order placed
 * from the business menu refreshes /my-orders.
 */
export const queryRoots = {
  myOrders: ['my-orders'],
} as const;
