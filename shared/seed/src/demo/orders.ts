// orders, order_items and driver_orders, with totals computed from the menu prices.
import { fromCents, toCents } from '@cerca/db';
import type { DemoContext } from './context';
import { DEMO_ORDERS, DEMO_SHIPPING, type DemoOrder } from './data/orders';
import { businessId, userId } from './ids';
import { findMenuItem } from './menus';
import { demoId } from './random';
import { type Row, type TableRows, tableRows } from './table-rows';
import { MINUTE } from './time';

// The colonia labelled as customers write it ("Col. …"): drivers see only that before accepting.
const ADDRESSES: Record<string, string> = {
  sofia: 'Av. Vallarta 1450, Col. Americana, 44160 Guadalajara',
};
const DEFAULT_ADDRESS = 'Calle Durango 230, Col. Roma Norte, 06700 CDMX';

function itemRows(o: DemoOrder, orderId: string): Row<'order_items'>[] {
  return o.lines.map(([name, quantity], n) => {
    const item = findMenuItem(o.business, name);
    return {
      id: demoId(`order-item:${o.key}:${n}`),
      order_id: orderId,
      menu_item_id: item.id,
      item_name: item.name,
      quantity,
      unit_price: item.price,
    };
  });
}

/** Totals from the menu's prices, as the ordering service computes them. */
function orderRow(ctx: DemoContext, o: DemoOrder, id: string): Row<'orders'> {
  const subtotal = o.lines.reduce(
    (sum, [name, quantity]) => sum + toCents(findMenuItem(o.business, name).price) * quantity,
    0,
  );
  return {
    id,
    business_id: businessId(o.business),
    user_id: userId(o.user),
    driver_id: o.driver ? userId(o.driver.key) : null,
    status: o.status,
    subtotal_amount: fromCents(subtotal),
    shipping_amount: DEMO_SHIPPING,
    total_amount: fromCents(subtotal + toCents(DEMO_SHIPPING)),
    delivery_address: ADDRESSES[o.user] ?? DEFAULT_ADDRESS,
    delivery_notes: 'Tocar el timbre del departamento 3',
    created_at: ctx.ago(o.age),
  };
}

export function buildOrders(ctx: DemoContext): TableRows[] {
  const orders: Row<'orders'>[] = [];
  const items: Row<'order_items'>[] = [];
  const driverOrders: Row<'driver_orders'>[] = [];
  for (const o of DEMO_ORDERS) {
    const id = demoId(`order:${o.key}`);
    orders.push(orderRow(ctx, o, id));
    items.push(...itemRows(o, id));
    if (o.driver) {
      driverOrders.push({
        id: demoId(`driver-order:${o.key}`),
        order_id: id,
        driver_id: userId(o.driver.key),
        status: o.driver.status,
        created_at: ctx.ago(o.age - 10 * MINUTE),
      });
    }
  }
  return [
    tableRows('orders', orders),
    tableRows('order_items', items),
    tableRows('driver_orders', driverOrders),
  ];
}
