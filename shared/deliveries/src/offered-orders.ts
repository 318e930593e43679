import type { OfferedOrder } from '@cerca/contracts/deliveries';
import { type Db, sql } from '@cerca/db';
import { deliveryColonia } from './delivery-area';
import { businessLogoUrl, orderCreatedAtText } from './order-columns';

// Orders as the zone's drivers see them before one takes it (DESIGN §10, issue 21): the one query
// behind the available list (driver service) and every order:available push (driver and ordering
// services), so no path can offer more. The address is read only to derive the area; the
// customer, the notes and the item lines are not selected at all.

function offeredOrderBase(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('businesses', 'businesses.id', 'orders.business_id')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .select([
      'orders.id',
      orderCreatedAtText.as('created_at_text'),
      'orders.total_amount',
      'orders.delivery_address',
      sql<number>`coalesce((
        select sum(order_items.quantity) from order_items where order_items.order_id = orders.id), 0)::int`.as(
        'items_count',
      ),
      sql<string>`coalesce(cities.name, businesses.city)`.as('city_name'),
      'businesses.id as business_id',
      'businesses.name as business_name',
      'businesses.address as business_address',
      businessLogoUrl.as('business_photo_url'),
    ]);
}

export type OfferedOrderQuery = ReturnType<typeof offeredOrderBase>;

/**
 * Offered orders, narrowed by the caller (`where`, order, limit); the rows come back in that
 * order. Each is built field by field, so nothing the query reads for the area leaves it.
 */
export async function selectOfferedOrders(
  db: Db,
  narrow: (query: OfferedOrderQuery) => OfferedOrderQuery,
): Promise<OfferedOrder[]> {
  const rows = await narrow(offeredOrderBase(db)).execute();
  return rows.map(
    (row): OfferedOrder => ({
      id: row.id,
      created_at: row.created_at_text,
      total_amount: row.total_amount,
      items_count: row.items_count,
      area: { colonia: deliveryColonia(row.delivery_address), city: row.city_name },
      business: {
        id: row.business_id,
        name: row.business_name,
        address: row.business_address,
        photo_url: row.business_photo_url,
      },
    }),
  );
}

/** One order as the zone's drivers see it while it looks for a driver, or undefined. */
export async function findOfferedOrder(db: Db, orderId: string): Promise<OfferedOrder | undefined> {
  const [order] = await selectOfferedOrders(db, (query) =>
    query
      .where('orders.id', '=', orderId)
      .where('orders.status', '=', 'looking_for_driver')
      .where('orders.driver_id', 'is', null),
  );
  return order;
}
