import { localClock } from '@cerca/contracts/opening-hours';
import { type BusinessSchedule, WEEKDAYS } from '@cerca/db';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { orderingService } from '../src/plugin';

// Issue 25: "Pausar pedidos" and "Agotado hoy". The Menú tab hears the same answer that the quote
// and the order enforce.

const t = useServiceTest([orderingService]);

const hours = (start: string, end: string) =>
  Object.fromEntries(
    WEEKDAYS.flatMap((day) => [
      [`${day}_start`, start],
      [`${day}_end`, end],
    ]),
  ) as BusinessSchedule;

let owner: TestUser;
let customer: TestUser;
let businessId: string;
let itemId: string;

const api = (as: TestUser | null) => ({
  pauseOrders: (minutes: number | null) =>
    t.inject(
      { method: 'PUT', url: `/api/ordering/businesses/${businessId}/orders-pause`, payload: { minutes } },
      as ?? undefined,
    ),
  pauseState: () =>
    t.inject({ method: 'GET', url: `/api/ordering/businesses/${businessId}/orders-pause` }, as ?? undefined),
  reopen: () =>
    t.inject(
      { method: 'DELETE', url: `/api/ordering/businesses/${businessId}/orders-pause` },
      as ?? undefined,
    ),
  soldOut: (soldOut: boolean, item = itemId) =>
    t.inject(
      {
        method: 'PUT',
        url: `/api/ordering/businesses/${businessId}/menu/items/${item}/sold-out`,
        payload: { sold_out: soldOut },
      },
      as ?? undefined,
    ),
  menu: () => t.inject({ method: 'GET', url: `/api/ordering/businesses/${businessId}/menu` }),
  quote: () =>
    t.inject(
      {
        method: 'POST',
        url: '/api/ordering/orders/quote',
        payload: { business_id: businessId, items: [{ menu_item_id: itemId, quantity: 1 }] },
      },
      as ?? undefined,
    ),
});

async function setHours(schedule: BusinessSchedule) {
  await t.db.updateTable('businesses').set({ schedule }).where('id', '=', businessId).execute();
}

beforeAll(async () => {
  const city = await insertCity(t.db, { name: 'Guadalajara', state: 'Jalisco' });
  owner = await insertUser(t.db, { userType: 'business' });
  customer = await insertUser(t.db);
  businessId = (
    await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id, schedule: hours('00:00', '24:00') })
  ).id;
  const category = await t.db
    .insertInto('menu_categories')
    .values({ business_id: businessId, name: 'Tortas' })
    .returning('id')
    .executeTakeFirstOrThrow();
  itemId = (
    await t.db
      .insertInto('menu_items')
      .values({ business_id: businessId, category_id: category.id, name: 'Torta', price: '85.00' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

describe('Pausar pedidos', () => {
  it('refuses quotes for the minutes chosen, tells the Menú tab, and reopens', async () => {
    expect((await api(null).menu()).json().ordering).toEqual({ state: 'open', paused_until: null });
    const before = Date.now();
    const paused = await api(owner).pauseOrders(30);
    expect(paused.statusCode).toBe(200);
    const until = new Date(paused.json().paused_until).getTime();
    expect(paused.json().paused).toBe(true);
    expect(until - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(until - before).toBeLessThan(31 * 60_000);
    expect((await api(null).menu()).json().ordering).toEqual({
      state: 'paused',
      paused_until: paused.json().paused_until,
    });
    expect((await api(owner).pauseState()).json()).toEqual(paused.json());
    const refused = await api(customer).quote();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'orders_paused', message: messages.ordersPaused });

    expect((await api(owner).reopen()).json()).toEqual({ paused: false, paused_until: null });
    expect((await api(customer).quote()).statusCode).toBe(200);
  });

  it('pauses until reopened, and a pause that ran out is open again by itself', async () => {
    expect((await api(owner).pauseOrders(null)).json()).toEqual({ paused: true, paused_until: null });
    expect((await api(null).menu()).json().ordering).toEqual({ state: 'paused', paused_until: null });
    await t.db
      .updateTable('businesses')
      .set({ orders_paused_until: new Date(Date.now() - 1000) })
      .where('id', '=', businessId)
      .execute();
    expect((await api(null).menu()).json().ordering.state).toBe('open');
    expect((await api(customer).quote()).statusCode).toBe(200);
  });

  it("is the owner's: a customer is 403, a visitor 401, other minutes 400", async () => {
    expect((await api(customer).pauseOrders(15)).statusCode).toBe(403);
    expect((await api(customer).pauseState()).statusCode).toBe(403);
    expect((await api(null).pauseOrders(15)).statusCode).toBe(401);
    expect((await api(owner).pauseOrders(45)).statusCode).toBe(400);
  });

  it('tells a closed business from a paused one', async () => {
    await setHours(hours('00:00', '00:00'));
    expect((await api(null).menu()).json().ordering).toEqual({ state: 'closed', paused_until: null });
    await setHours(hours('00:00', '24:00'));
  });

  it('is closed on a special closed date, which the quote refuses; other dates keep the week', async () => {
    // Today and tomorrow as the city (Mexico City's zone, the default) counts them.
    const today = localClock(new Date(), 'America/Mexico_City').date;
    const setSpecial = (special_hours: { date: string; start: string; end: string }[]) =>
      t.db
        .updateTable('businesses')
        .set({ special_hours: JSON.stringify(special_hours) })
        .where('id', '=', businessId)
        .execute();
    await setSpecial([{ date: today, start: '', end: '' }]);
    expect((await api(null).menu()).json().ordering).toEqual({ state: 'closed', paused_until: null });
    const refused = await api(customer).quote();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('business_closed');
    await setSpecial([{ date: '2020-01-01', start: '', end: '' }]);
    expect((await api(null).menu()).json().ordering.state).toBe('open');
    expect((await api(customer).quote()).statusCode).toBe(200);
    await setSpecial([]);
  });
});

describe('Agotado hoy', () => {
  it('keeps the item listed as sold out until the next opening, and refuses it meanwhile', async () => {
    // Open 09:00–22:00 every day in Mexico City: the next opening is a 09:00 local, within 2 days.
    await setHours(hours('09:00', '22:00'));
    const marked = await api(owner).soldOut(true);
    expect(marked.statusCode).toBe(200);
    const until = new Date(marked.json().sold_out_until);
    expect(until.getTime()).toBeGreaterThan(Date.now());
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(2 * 24 * 60 * 60_000);
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/Mexico_City',
        hour: '2-digit',
        minute: '2-digit',
      }).format(until),
    ).toBe('09:00');
    const [item] = (await api(null).menu()).json().categories[0].items;
    expect(item).toMatchObject({ id: itemId, sold_out: true });
    // The quote is asked with the hours open all day, so only the item can refuse it.
    await setHours(hours('00:00', '24:00'));
    const refused = await api(customer).quote();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'item_sold_out', message: messages.itemSoldOut });

    expect((await api(owner).soldOut(false)).json()).toEqual({ sold_out_until: null });
    expect((await api(null).menu()).json().categories[0].items[0].sold_out).toBe(false);
    expect((await api(customer).quote()).statusCode).toBe(200);
  });

  it('lasts a day for a business that never closes, and is back by itself once it is over', async () => {
    const marked = await api(owner).soldOut(true);
    const hoursLeft = (new Date(marked.json().sold_out_until).getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    await t.db
      .updateTable('menu_items')
      .set({ sold_out_until: new Date(Date.now() - 1000) })
      .where('id', '=', itemId)
      .execute();
    expect((await api(null).menu()).json().categories[0].items[0].sold_out).toBe(false);
    expect((await api(customer).quote()).statusCode).toBe(200);
  });

  it("is the owner's, for the business's own items", async () => {
    expect((await api(customer).soldOut(true)).statusCode).toBe(403);
    expect((await api(owner).soldOut(true, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
