import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@cerca/db';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../shared/storage/test/fixtures', name));

/** Real image bytes for the storage content check. */
export const PNG = fixture('photo.png');
export const JPEG = fixture('photo.jpg');

export interface DriverFixture {
  zoneId: string;
  status?: 'approved' | 'suspended';
  available?: boolean;
}

/** A person with a driver record (approved and available unless told). */
export async function insertDriver(db: Db, options: DriverFixture): Promise<TestUser> {
  const user = await insertUser(db, { username: `driver-${randomUUID().slice(0, 8)}` });
  const status = options.status ?? 'approved';
  await db
    .insertInto('drivers')
    .values({
      id: user.id,
      zone_id: options.zoneId,
      phone: '3312345678',
      status,
      is_available: status === 'approved' && (options.available ?? true),
    })
    .execute();
  return user;
}

/** A city with a business (and its owner) and a customer, for orders to be carried in. */
export async function insertZone(db: Db) {
  const city = await insertCity(db, { name: `Zona ${randomUUID().slice(0, 8)}` });
  const owner = await insertUser(db, { userType: 'business' });
  const customer = await insertUser(db, { username: `cliente-${randomUUID().slice(0, 8)}` });
  const business = await insertBusiness(db, {
    ownerId: owner.id,
    cityId: city.id,
    name: 'Fonda Doña Lupe',
    phone: '9511234567',
  });
  return { cityId: city.id, owner, customer, businessId: business.id };
}

export interface OrderFixture {
  businessId: string;
  customerId: string;
  status?: 'pending' | 'preparing' | 'looking_for_driver' | 'on_the_way' | 'delivered' | 'cancelled';
  driverId?: string;
  createdAt?: Date;
}

/** An order with one line; with driverId, also its live driver_orders row 'accepted'. */
export async function insertOrder(db: Db, options: OrderFixture) {
  const order = await db
    .insertInto('orders')
    .values({
      business_id: options.businessId,
      user_id: options.customerId,
      driver_id: options.driverId ?? null,
      status: options.status ?? (options.driverId ? 'on_the_way' : 'looking_for_driver'),
      subtotal_amount: '100.00',
      shipping_amount: '20.00',
      total_amount: '120.00',
      delivery_address: 'Av. Juárez 100, Centro',
      delivery_notes: 'Tocar el timbre',
      contact_phone: '5550001111',
      ...(options.createdAt ? { created_at: options.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values({ order_id: order.id, item_name: 'Torta ahogada', quantity: 2, unit_price: '50.00' })
    .execute();
  if (!options.driverId) return { id: order.id, driverOrderId: null };
  const driverOrder = await db
    .insertInto('driver_orders')
    .values({ order_id: order.id, driver_id: options.driverId, status: 'accepted' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: order.id, driverOrderId: driverOrder.id };
}
