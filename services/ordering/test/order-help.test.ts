import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@cerca/contracts/orders';
import { sql } from '@cerca/db';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage, type Storage } from '@cerca/storage';
import { fixture, pngOfSize } from '@cerca/storage/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';

// Issue 25, "Ayuda con mi pedido": the customer reports a problem with a delivered (48 h) or late
// (past its arrival window) order, once per reason, with an optional photo kept privately; the business lists and
// resolves its reports, the city's partner (and admins) list the city's.

const t = useServiceTest([orderingService], { tempStorage: true });

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

let storage: Storage;
let owner: TestUser;
let customer: TestUser;
let cityId: string;
let businessId: string;

beforeAll(() => {
  storage = createStorage({ storageDir: t.config.storageDir });
});

beforeEach(async () => {
  cityId = (await insertCity(t.db, { name: `Ciudad ${randomUUID()}` })).id;
  owner = await insertUser(t.db, { userType: 'business' });
  customer = await insertUser(t.db, { username: `marisol_${randomUUID().slice(0, 6)}` });
  businessId = (await insertBusiness(t.db, { ownerId: owner.id, cityId, name: 'Fonda Doña Lupe' })).id;
});

/** An order of `customer` placed `placedAgo` ms ago; delivered `deliveredAgo` ms ago when given. */
async function insertOrder(
  status: OrderStatus,
  {
    placedAgo = 0,
    deliveredAgo,
    business = businessId,
  }: { placedAgo?: number; deliveredAgo?: number; business?: string } = {},
) {
  const created_at = new Date(Date.now() - placedAgo);
  const { id } = await t.db
    .insertInto('orders')
    .values({
      business_id: business,
      user_id: customer.id,
      status,
      subtotal_amount: '100.00',
      shipping_amount: '20.00',
      total_amount: '120.00',
      delivery_address: 'Av. Juárez 100, Centro',
      created_at,
      // A cash order reaches the business as it is placed.
      placed_at: created_at,
      updated_at: created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (deliveredAgo !== undefined)
    await t.db
      .insertInto('order_status_changes')
      .values({
        order_id: id,
        from_status: 'on_the_way',
        to_status: 'delivered',
        actor: 'driver',
        created_at: new Date(Date.now() - deliveredAgo),
      })
      .execute();
  return id;
}

const delivered = (business?: string) =>
  insertOrder('delivered', { placedAgo: 2 * HOUR, deliveredAgo: HOUR, ...(business ? { business } : {}) });

async function report(
  orderId: string,
  fields: Record<string, string>,
  as: TestCaller = customer,
  files: Array<{ name: string; content: Buffer; field?: string }> = [],
) {
  const body = await multipart(fields, files, { field: 'photo', type: 'application/octet-stream' });
  return t.inject({ method: 'POST', url: `/api/ordering/me/orders/${orderId}/help-reports`, ...body }, as);
}

const reportsOf = (orderId: string) =>
  t.db
    .selectFrom('order_help_reports')
    .select(['reason', 'note', 'photo_key', 'status', 'user_id', 'business_id'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .execute();
const panelList = (as: TestCaller = owner, business = businessId) =>
  t.inject({ method: 'GET', url: `/api/ordering/businesses/${business}/help-reports` }, as);
const cityList = (as: TestCaller, city = cityId) =>
  t.inject({ method: 'GET', url: `/api/ordering/cities/${city}/help-reports` }, as);
const resolve = (reportId: string, as: TestCaller = owner, business = businessId) =>
  t.inject(
    { method: 'POST', url: `/api/ordering/businesses/${business}/help-reports/${reportId}/resolve` },
    as,
  );

function expectRefusal(
  response: { statusCode: number; json(): unknown },
  statusCode: number,
  code: string,
  message: string,
) {
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toMatchObject({ statusCode, code, message });
}

describe('the customer reports', () => {
  it('a delivered order with a note and a photo, kept privately under the business, and the owner hears of it', async () => {
    const orderId = await delivered();
    const response = await report(
      orderId,
      { reason: 'missing_item', note: '  Faltó el agua de horchata  ' },
      customer,
      [{ name: 'pedido.jpg', content: fixture('photo.jpg') }],
    );
    expect(response.statusCode).toBe(201);
    const sent = response.json().report;
    expect(sent).toMatchObject({ reason: 'missing_item', status: 'open', resolved_at: null });

    const [row, ...others] = await reportsOf(orderId);
    expect(others).toEqual([]);
    expect(row).toEqual({
      reason: 'missing_item',
      note: 'Faltó el agua de horchata',
      photo_key: `${businessId}/${sent.id}.jpg`,
      status: 'open',
      user_id: customer.id,
      business_id: businessId,
    });
    expect(await storage.driver.exists('order-help-photos', row!.photo_key!)).toBe(true);

    const events = await t.db
      .selectFrom('event_outbox')
      .select(['topic', 'payload'])
      .where(sql<string>`payload->>'reportId'`, '=', sent.id)
      .execute();
    expect(events).toEqual([
      { topic: 'order.event', payload: { kind: 'help_reported', orderId, reportId: sent.id } },
    ]);

    // My orders shows what was sent, and when the order was delivered.
    const mine = (await t.inject({ method: 'GET', url: '/api/ordering/me/orders' }, customer)).json();
    expect(mine.items[0]).toMatchObject({
      id: orderId,
      help_reports: [{ id: sent.id, reason: 'missing_item', status: 'open', resolved_at: null }],
    });
    expect(Date.now() - new Date(mine.items[0].delivered_at).getTime()).toBeGreaterThanOrEqual(HOUR - MINUTE);
    expect(Date.now() - new Date(mine.items[0].delivered_at).getTime()).toBeLessThan(HOUR + MINUTE);
  });

  // Without the business's own trips the window uses the default trip (15–25 min) and a 20-minute
  // kitchen, its end rounded up to 5 minutes: on its way since it was placed, it should have come
  // within 30 min and is late 10 min after that; preparing, its window ends within 20 + 10 + 30.
  it('a late order (past its arrival window, not delivered) only as never arrived', async () => {
    const late = await insertOrder('on_the_way', { placedAgo: 41 * MINUTE });
    expectRefusal(
      await report(late, { reason: 'cold' }),
      409,
      'reason_not_applicable',
      'Tu pedido aún no se entrega: por ahora solo puedes reportar que nunca llegó.',
    );
    expect((await report(late, { reason: 'never_arrived' })).statusCode).toBe(201);

    const onTime = await insertOrder('preparing', { placedAgo: 59 * MINUTE });
    expectRefusal(
      await report(onTime, { reason: 'never_arrived' }),
      409,
      'order_not_reportable',
      'Tu pedido aún va en tiempo. Si no llega en el horario estimado, podrás reportarlo aquí.',
    );
    // Such an order is late once past its window and the grace: 20 + 10 + 30 + 10 minutes on.
    const overdue = await insertOrder('preparing', { placedAgo: 71 * MINUTE });
    expect((await report(overdue, { reason: 'never_arrived' })).statusCode).toBe(201);
    expect(await reportsOf(onTime)).toEqual([]);
  });

  it('a delivered order within 48 hours of its delivery, never a cancelled one', async () => {
    const recent = await insertOrder('delivered', { placedAgo: 48 * HOUR, deliveredAgo: 47 * HOUR });
    expect((await report(recent, { reason: 'never_arrived' })).statusCode).toBe(201);

    const old = await insertOrder('delivered', { placedAgo: 50 * HOUR, deliveredAgo: 49 * HOUR });
    expectRefusal(
      await report(old, { reason: 'cold' }),
      409,
      'order_not_reportable',
      'Ya pasaron más de 48 horas desde la entrega: escríbele al negocio para pedir ayuda.',
    );
    const cancelled = await insertOrder('cancelled', { placedAgo: 3 * HOUR });
    expectRefusal(
      await report(cancelled, { reason: 'never_arrived' }),
      409,
      'order_not_reportable',
      'Este pedido se canceló: no hay nada que reportar. Escríbele al negocio si necesitas algo.',
    );
    expect([...(await reportsOf(old)), ...(await reportsOf(cancelled))]).toEqual([]);
  });

  it('only their own orders: anyone else, the business owner included, gets 404; visitors 401', async () => {
    const orderId = await delivered();
    const stranger = await insertUser(t.db);
    for (const as of [stranger, owner]) {
      expectRefusal(
        await report(orderId, { reason: 'cold' }, as),
        404,
        'order_not_found',
        'Pedido no encontrado',
      );
    }
    expectRefusal(
      await report(randomUUID(), { reason: 'cold' }),
      404,
      'order_not_found',
      'Pedido no encontrado',
    );
    expectRefusal(
      await report('no-es-un-id', { reason: 'cold' }),
      404,
      'order_not_found',
      'Pedido no encontrado',
    );
    const anonymous = await multipart({ reason: 'cold' });
    const visitor = await t.inject({
      method: 'POST',
      url: `/api/ordering/me/orders/${orderId}/help-reports`,
      ...anonymous,
    });
    expect(visitor.statusCode).toBe(401);
    expect(await reportsOf(orderId)).toEqual([]);
  });

  it('once per reason: the same problem again is refused, another problem is a report of its own', async () => {
    const orderId = await delivered();
    expect((await report(orderId, { reason: 'cold' })).statusCode).toBe(201);
    expectRefusal(
      await report(orderId, { reason: 'cold', note: 'Otra vez' }),
      409,
      'already_reported',
      'Ya reportaste este problema en este pedido. El negocio lo está revisando.',
    );
    expect((await report(orderId, { reason: 'missing_item' })).statusCode).toBe(201);
    expect((await reportsOf(orderId)).map((row) => row.reason)).toEqual(['cold', 'missing_item']);
  });

  it('sent twice at once, one report wins and the loser leaves no photo behind', async () => {
    const orderId = await delivered();
    const photo = [{ name: 'frio.png', content: fixture('photo.png') }];
    const answers = await Promise.all([
      report(orderId, { reason: 'cold' }, customer, photo),
      report(orderId, { reason: 'cold' }, customer, photo),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const [row, ...others] = await reportsOf(orderId);
    expect(others).toEqual([]);
    expect((await storage.driver.list('order-help-photos', `${businessId}/`)).map((o) => o.key)).toEqual([
      row!.photo_key,
    ]);
  });

  it('refuses a missing reason, a long note and a photo that is not an image, one image too many or too large', async () => {
    const orderId = await delivered();
    expectRefusal(await report(orderId, {}), 400, 'reason_required', 'Elige qué pasó con tu pedido.');
    expectRefusal(
      await report(orderId, { reason: 'stale' }),
      400,
      'reason_required',
      'Elige qué pasó con tu pedido.',
    );
    expectRefusal(
      await report(orderId, { reason: 'cold', note: 'x'.repeat(501) }),
      400,
      'note_too_long',
      'El comentario es demasiado largo (máximo 500 caracteres).',
    );
    expectRefusal(
      await report(orderId, { reason: 'cold' }, customer, [
        { name: 'nota.txt', content: Buffer.from('hola') },
      ]),
      415,
      'invalid_file_type',
      'Por favor selecciona una imagen válida',
    );
    expectRefusal(
      await report(orderId, { reason: 'cold' }, customer, [
        { name: 'a.png', content: fixture('photo.png') },
        { name: 'b.png', content: fixture('photo.png') },
      ]),
      400,
      'too_many_files',
      'Solo puedes adjuntar una foto.',
    );
    expectRefusal(
      await report(orderId, { reason: 'cold' }, customer, [
        { name: 'grande.png', content: pngOfSize(5 * 1024 * 1024 + 1) },
      ]),
      413,
      'file_too_large',
      'La imagen es demasiado grande. Máximo 5MB.',
    );
    expect(await reportsOf(orderId)).toEqual([]);
    expect(await storage.driver.list('order-help-photos', `${businessId}/`)).toEqual([]);
  });
});

describe('the business', () => {
  it("lists its own businesses' reports with a signed photo URL, and marks one resolved once", async () => {
    const orderId = await delivered();
    const sent = (
      await report(orderId, { reason: 'cold', note: 'Llegó helado' }, customer, [
        { name: 'frio.png', content: fixture('photo.png') },
      ])
    ).json().report;
    const otherOwner = await insertUser(t.db);
    const otherBusiness = (await insertBusiness(t.db, { ownerId: otherOwner.id, cityId })).id;
    await report(await delivered(otherBusiness), { reason: 'missing_item' });

    const list = await panelList();
    expect(list.statusCode).toBe(200);
    const { reports, next_cursor } = list.json();
    expect(next_cursor).toBeNull();
    expect(reports).toEqual([
      {
        id: sent.id,
        order_id: orderId,
        business: { id: businessId, name: 'Fonda Doña Lupe' },
        customer_name: customer.username,
        reason: 'cold',
        note: 'Llegó helado',
        photo_url: expect.stringMatching(
          new RegExp(`^/storage/v1/object/sign/order-help-photos/${businessId}/${sent.id}\\.png\\?token=`),
        ),
        status: 'open',
        created_at: sent.created_at,
        resolved_at: null,
      },
    ]);

    const resolved = await resolve(sent.id);
    expect(resolved.statusCode).toBe(200);
    const first = resolved.json().report;
    expect(first).toMatchObject({ id: sent.id, status: 'resolved', resolved_at: expect.any(String) });
    const again = (await resolve(sent.id)).json().report;
    expect(again.resolved_at).toBe(first.resolved_at);
    const stored = await t.db
      .selectFrom('order_help_reports')
      .select(['resolved_by'])
      .where('id', '=', sent.id)
      .executeTakeFirstOrThrow();
    expect(stored.resolved_by).toBe(owner.id);

    // The customer sees it resolved in My orders.
    const mine = (await t.inject({ method: 'GET', url: '/api/ordering/me/orders' }, customer)).json();
    const card = mine.items.find((order: { id: string }) => order.id === orderId);
    expect(card.help_reports).toEqual([
      expect.objectContaining({ status: 'resolved', resolved_at: first.resolved_at }),
    ]);
  });

  it('refuses the reports of a business to anyone but its owner, and a report of another business', async () => {
    const orderId = await delivered();
    const sent = (await report(orderId, { reason: 'cold' })).json().report;
    const NOT_OWNER = 'Solo el dueño del negocio puede ver y gestionar sus pedidos';
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: cityId });
    for (const as of [customer, partner]) {
      expectRefusal(await panelList(as), 403, 'forbidden', NOT_OWNER);
      expectRefusal(await resolve(sent.id, as), 403, 'forbidden', NOT_OWNER);
    }
    const visitor = await t.inject({
      method: 'GET',
      url: `/api/ordering/businesses/${businessId}/help-reports`,
    });
    expect(visitor.statusCode).toBe(401);
    // The owner of another business cannot reach it through their own business either.
    const otherOwner = await insertUser(t.db);
    const otherBusiness = (await insertBusiness(t.db, { ownerId: otherOwner.id, cityId })).id;
    expectRefusal(
      await resolve(sent.id, otherOwner, otherBusiness),
      404,
      'help_report_not_found',
      'Reporte no encontrado',
    );
    expectRefusal(await resolve('x', owner), 404, 'help_report_not_found', 'Reporte no encontrado');
    expect((await reportsOf(orderId))[0]!.status).toBe('open');
  });

  it('pages its reports, newest first, and refuses a cursor it did not hand out', async () => {
    const orders = await Promise.all(Array.from({ length: 21 }, () => delivered()));
    for (const orderId of orders) expect((await report(orderId, { reason: 'cold' })).statusCode).toBe(201);
    const first = (await panelList()).json();
    expect(first.reports).toHaveLength(20);
    const second = (
      await t.inject(
        {
          method: 'GET',
          url: `/api/ordering/businesses/${businessId}/help-reports?cursor=${encodeURIComponent(first.next_cursor)}`,
        },
        owner,
      )
    ).json();
    expect(second.next_cursor).toBeNull();
    const seen = [...first.reports, ...second.reports].map((entry: { order_id: string }) => entry.order_id);
    expect(seen.sort()).toEqual([...orders].sort());
    expectRefusal(
      await t.inject(
        { method: 'GET', url: `/api/ordering/businesses/${businessId}/help-reports?cursor=nope` },
        owner,
      ),
      400,
      'invalid_cursor',
      'No pudimos continuar la lista de reportes. Vuelve a cargarla.',
    );
  });
});

describe('the city partner', () => {
  it("lists the reports of their city's businesses only; admins any city; everyone else 403", async () => {
    const here = (await report(await delivered(), { reason: 'cold' })).json().report;
    const elsewhereCity = (await insertCity(t.db, { name: `Otra ${randomUUID()}` })).id;
    const elsewhereOwner = await insertUser(t.db);
    const elsewhereBusiness = (
      await insertBusiness(t.db, { ownerId: elsewhereOwner.id, cityId: elsewhereCity })
    ).id;
    await report(await delivered(elsewhereBusiness), { reason: 'missing_item' });

    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: cityId });
    const list = await cityList(partner);
    expect(list.statusCode).toBe(200);
    expect(list.json().reports).toEqual([
      expect.objectContaining({ id: here.id, business: { id: businessId, name: 'Fonda Doña Lupe' } }),
    ]);

    const admin = await insertUser(t.db, { role: 'admin' });
    expect((await cityList(admin, elsewhereCity)).json().reports).toEqual([
      expect.objectContaining({
        reason: 'missing_item',
        business: expect.objectContaining({ id: elsewhereBusiness }),
      }),
    ]);

    const NO_PERMISSION = 'No tienes permiso para acceder a esta página';
    expectRefusal(await cityList(partner, elsewhereCity), 403, 'forbidden', NO_PERMISSION);
    expectRefusal(await cityList(owner), 403, 'forbidden', NO_PERMISSION);
    expectRefusal(await cityList(partner, 'no-es-un-id'), 403, 'forbidden', NO_PERMISSION);
    // The partner's city comes from the profile: a token claiming it grants nothing.
    const claims = await t.sign({ id: customer.id, role: 'city_partner', managedCityId: cityId });
    expectRefusal(await cityList(claims), 403, 'forbidden', NO_PERMISSION);
    expect((await cityList(undefined)).statusCode).toBe(401);
  });
});
