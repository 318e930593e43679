import type { DeliveryOrder } from '@cerca/contracts/deliveries';
import { type Db, sql } from '@cerca/db';
import { businessLogoUrl, DELIVERY_TIME_FORMAT, orderCreatedAtText } from '@cerca/deliveries';

/**
 * Orders as a driver sees them (DeliveryOrder): business to pick up from, customer and address,
 * lines, and `driverId`'s own live or latest delivery of each. The caller narrows the query with
 * `where` (ids, status, zone) and orders and limits it; the rows come back in that order.
 */
export async function selectDeliveryOrders(
  db: Db,
  narrow: (query: ReturnType<typeof deliveryOrderBase>) => ReturnType<typeof deliveryOrderBase>,
  driverId: string | null,
): Promise<DeliveryOrder[]> {
  const rows = await narrow(deliveryOrderBase(db, driverId)).execute();
  return rows.map(
    (row): DeliveryOrder => ({
      id: row.id,
      status: row.status,
      created_at: row.created_at_text,
      subtotal_amount: row.subtotal_amount,
      shipping_amount: row.shipping_amount,
      total_amount: row.total_amount,
      delivery_address: row.delivery_address,
      delivery_notes: row.delivery_notes,
      cash_tendered: row.cash_tendered,
      cash_change: row.cash_change,
      tip_amount: row.tip_amount,
      payment_method: row.payment_method,
      business: {
        id: row.business_id,
        name: row.business_name,
        address: row.business_address,
        phone: row.business_phone,
        photo_url: row.business_photo_url,
      },
      customer: row.customer_username ? { username: row.customer_username, phone: row.customer_phone } : null,
      items: row.items,
      driver_order: row.driver_order,
    }),
  );
}

function deliveryOrderBase(db: Db, driverId: string | null) {
  return db
    .selectFrom('orders')
    .innerJoin('businesses', 'businesses.id', 'orders.business_id')
    .leftJoin('profiles as customer', 'customer.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.status',
      'orders.created_at',
      orderCreatedAtText.as('created_at_text'),
      'orders.subtotal_amount',
      'orders.shipping_amount',
      'orders.total_amount',
      'orders.delivery_address',
      'orders.delivery_notes',
      'orders.cash_tendered',
      'orders.tip_amount',
      'orders.payment_method',
      sql<string | null>`(orders.cash_tendered - orders.total_amount)::text`.as('cash_change'),
      'businesses.id as business_id',
      'businesses.name as business_name',
      'businesses.address as business_address',
      'businesses.phone as business_phone',
      businessLogoUrl.as('business_photo_url'),
      'customer.username as customer_username',
      sql<string | null>`coalesce(orders.contact_phone, customer.phone)`.as('customer_phone'),
      sql<DeliveryOrder['items']>`coalesce((
        select json_agg(json_build_object(
          'id', order_items.id, 'item_name', order_items.item_name,
          'variant_name', order_items.variant_name, 'quantity', order_items.quantity,
          'notes', order_items.notes
        ) order by order_items.created_at, order_items.id)
        from order_items where order_items.order_id = orders.id), '[]'::json)`.as('items'),
      // This driver's delivery: the live one, else the latest (a cancelled one).
      sql<DeliveryOrder['driver_order']>`(
        select json_build_object('id', driver_orders.id, 'status', driver_orders.status,
          'updated_at', to_char(driver_orders.updated_at at time zone 'UTC', ${sql.lit(DELIVERY_TIME_FORMAT)}))
        from driver_orders
        where driver_orders.order_id = orders.id and driver_orders.driver_id = ${driverId}::uuid
        order by (driver_orders.status = 'cancelled'), driver_orders.created_at desc
        limit 1)`.as('driver_order'),
    ]);
}

export type DeliveryOrderQuery = ReturnType<typeof deliveryOrderBase>;
