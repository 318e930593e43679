import type { OrderStatus } from '@cerca/contracts/orders';
import type { Db } from '@cerca/db';

/**
 * An order of `customerId` at `businessId` for $100 + $20 delivery, inserted as it stands at
 * `status`; a delivered one gets its history line `deliveredAgo` ms ago (when it was delivered,
 * which the rating and late tip windows count from).
 */
export async function insertCustomerOrder(
  db: Db,
  order: {
    businessId: string;
    customerId: string;
    driverId: string | null;
    status: OrderStatus;
    deliveredAgo: number;
  },
): Promise<string> {
  const { id } = await db
    .insertInto('orders')
    .values({
      business_id: order.businessId,
      user_id: order.customerId,
      driver_id: order.driverId,
      status: order.status,
      subtotal_amount: '100.00',
      shipping_amount: '20.00',
      total_amount: '120.00',
      delivery_address: 'Av. Juárez 100, Centro',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (order.status === 'delivered')
    await db
      .insertInto('order_status_changes')
      .values({
        order_id: id,
        from_status: 'on_the_way',
        to_status: 'delivered',
        actor: 'driver',
        created_at: new Date(Date.now() - order.deliveredAgo),
      })
      .execute();
  return id;
}
