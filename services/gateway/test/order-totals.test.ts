import { randomUUID } from 'node:crypto';
import { type BusinessSchedule, WEEKDAYS } from '@cerca/db';
import { insertBusiness, insertCity } from '@cerca/db-testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './accounts';
import { startTestGateway, type TestGateway } from './test-gateway';

// Issue 21 (6): a price of 9,999,999,999.99 times 20 overflowed the numeric(12,2) totals and the
// order failed with a 500 (the quote even answered the overflowing total). Prices are capped when
// written, and a total the columns cannot hold is a 400 in Spanish at quote and order time.

const ALWAYS_OPEN = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}_start`, '00:00'],
    [`${day}_end`, '24:00'],
  ]),
) as BusinessSchedule;
const TOO_HIGH = {
  statusCode: 400,
  code: 'order_total_too_high',
  error: 'Bad Request',
  message: 'El total del pedido es demasiado alto. Quita productos o reduce las cantidades.',
};

let test: TestGateway;
let gateway: FastifyInstance;
let ownerToken: string;
let customerToken: string;
let businessId: string;
let categoryId: string;

const call = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  gateway.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

beforeAll(async () => {
  test = await startTestGateway({ name: 'order-totals' });
  gateway = test.app;
  const owner = await signUp(gateway, 'dueno');
  ownerToken = owner.token;
  customerToken = (await signUp(gateway, 'cliente')).token;
  const city = await insertCity(test.database.db, { name: 'Ciudad Totales' });
  businessId = (
    await insertBusiness(test.database.db, { ownerId: owner.id, cityId: city.id, schedule: ALWAYS_OPEN })
  ).id;
  const category = await call(ownerToken, 'POST', `/api/ordering/businesses/${businessId}/menu/categories`, {
    name: 'Caros',
  });
  expect(category.statusCode, category.body).toBe(201);
  categoryId = category.json().category.id;
});

afterAll(async () => {
  await test?.close();
});

describe('money past what numeric(12,2) holds, through the gateway', () => {
  it('refuses a menu price or delivery fee above the cap with a Spanish 400 when it is written', async () => {
    const item = await call(ownerToken, 'POST', `/api/ordering/businesses/${businessId}/menu/items`, {
      category_id: categoryId,
      name: 'Carísimo',
      price: '9999999999.99',
    });
    expect(item.statusCode, item.body).toBe(400);
    expect(item.json()).toMatchObject({
      code: 'price_too_high',
      message: 'El precio no puede ser mayor a $99,999,999.99',
    });
    const fee = await call(ownerToken, 'PUT', `/api/ordering/businesses/${businessId}/delivery-fee`, {
      delivery_fee: '9999999999.99',
    });
    expect(fee.statusCode, fee.body).toBe(400);
    expect(fee.json()).toMatchObject({
      code: 'delivery_fee_too_high',
      message: 'El costo de envío no puede ser mayor a $99,999,999.99',
    });
  });

  it('answers 400, never 500 or an overflowing total, for a legacy price times 20', async () => {
    // A row written before the cap: the column itself holds it.
    const legacy = await test.database.db
      .insertInto('menu_items')
      .values({ business_id: businessId, category_id: categoryId, name: 'Heredado', price: '9999999999.99' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = [{ menu_item_id: legacy.id, quantity: 20 }];
    const quote = await call(customerToken, 'POST', '/api/ordering/orders/quote', {
      business_id: businessId,
      items,
    });
    expect(quote.statusCode, quote.body).toBe(400);
    expect(quote.json()).toEqual(TOO_HIGH);
    const order = await call(customerToken, 'POST', '/api/ordering/orders', {
      idempotency_key: randomUUID(),
      business_id: businessId,
      items,
      address: { street: 'Av. Juárez', number: '123', neighborhood: 'Centro', postal_code: '68000' },
      contact_phone: '33 1234 5678',
    });
    expect(order.statusCode, order.body).toBe(400);
    expect(order.json()).toEqual(TOO_HIGH);
    const stored = await test.database.db.selectFrom('orders').select('id').execute();
    expect(stored).toEqual([]);
  });
});
