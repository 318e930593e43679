import { randomUUID } from 'node:crypto';
import { type BusinessSchedule, type Db, WEEKDAYS } from '@cerca/db';
import { insertBusiness } from '@cerca/db-testing';

/** Open all day, every day: a checkout test orders whenever it runs. */
export const ALWAYS_OPEN = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}_start`, '00:00'],
    [`${day}_end`, '24:00'],
  ]),
) as BusinessSchedule;

/** One item in one category of a business: what a menu test adds to it. */
export async function insertMenuItem(
  db: Db,
  item: { businessId: string; name: string; price: string; category?: string },
): Promise<string> {
  const category = await db
    .insertInto('menu_categories')
    .values({ business_id: item.businessId, name: item.category ?? item.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('menu_items')
    .values({ business_id: item.businessId, category_id: category.id, name: item.name, price: item.price })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A business that takes orders (ALWAYS_OPEN unless told otherwise) with one item on its menu:
 * what a checkout, payment or tip test orders from.
 */
export async function insertMenuBusiness(
  db: Db,
  business: {
    ownerId: string;
    cityId: string;
    item: { name: string; price: string };
    name?: string;
    schedule?: BusinessSchedule;
    deliveryFee?: string;
  },
): Promise<{ businessId: string; itemId: string }> {
  const { id: businessId } = await insertBusiness(db, {
    ownerId: business.ownerId,
    cityId: business.cityId,
    schedule: business.schedule ?? ALWAYS_OPEN,
    ...(business.name ? { name: business.name } : {}),
    ...(business.deliveryFee ? { delivery_fee: business.deliveryFee } : {}),
  });
  const itemId = await insertMenuItem(db, { businessId, category: 'Tortas', ...business.item });
  return { businessId, itemId };
}

/** Where a checkout test delivers: a whole address in the business's city (no zone declared). */
export const TEST_ADDRESS = {
  street: 'Av. Juárez',
  number: '123',
  neighborhood: 'Centro',
  postal_code: '44100',
};

/** POST /api/ordering/orders's body for `quantity` of one item, paid `method`, with a fresh key. */
export function checkoutBody(
  order: { businessId: string; itemId: string; quantity: number },
  method: 'card' | 'oxxo' | 'cash',
) {
  return {
    idempotency_key: randomUUID(),
    business_id: order.businessId,
    items: [{ menu_item_id: order.itemId, quantity: order.quantity }],
    address: TEST_ADDRESS,
    contact_phone: '33 1234 5678',
    payment_method: method,
  };
}
