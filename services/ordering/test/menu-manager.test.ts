import { randomUUID } from 'node:crypto';
import { insertBusiness, insertCity, insertUser, type TestUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage } from '@cerca/storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';

const t = useServiceTest([orderingService], { tempStorage: true });

let owner: TestUser;
let businessId: string;
let cityId: string;

beforeEach(async () => {
  cityId = (await insertCity(t.db, { name: `Ciudad ${randomUUID()}` })).id;
  owner = await insertUser(t.db, { userType: 'business' });
  businessId = (await insertBusiness(t.db, { ownerId: owner.id, cityId, name: 'Fonda Doña Lupe' })).id;
});

const base = (id = businessId) => `/api/ordering/businesses/${id}/menu`;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  as?: TestCaller,
  payload?: unknown,
) => t.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) }, as);

const refusal = (statusCode: number, code: string, message: string) => ({
  statusCode,
  code,
  error: { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[statusCode],
  message,
});

async function addCategory(name: string, as: TestCaller = owner, id = businessId) {
  const response = await call('POST', `${base(id)}/categories`, as, { name });
  expect(response.statusCode).toBe(201);
  return response.json().category as { id: string; name: string; order: number };
}

const itemBody = (categoryId: string, extra: Record<string, unknown> = {}) => ({
  category_id: categoryId,
  name: 'Torta ahogada',
  description: 'Con salsa de jitomate',
  price: '85.5',
  variants: [{ name: 'Doble carne', price_extra: '20' }],
  ...extra,
});

async function addItem(categoryId: string, extra: Record<string, unknown> = {}) {
  const response = await call('POST', `${base()}/items`, owner, itemBody(categoryId, extra));
  expect(response.statusCode).toBe(201);
  return response.json().item as { id: string; active: boolean; price: string };
}

const manage = async (as: TestCaller = owner) => (await call('GET', `${base()}/manage`, as)).json();
const publicMenu = async () => (await call('GET', base())).json();

describe('menu manager: who may manage', () => {
  it('refuses visitors 401, other people 403 with the Spanish message, and admits the owner and admins', async () => {
    const category = await addCategory('Tortas');
    const item = await addItem(category.id);
    const stranger = await insertUser(t.db);
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: cityId });
    const admin = await insertUser(t.db, { role: 'admin' });
    const requests: [Parameters<typeof call>[0], string, unknown][] = [
      ['GET', `${base()}/manage`, undefined],
      ['POST', `${base()}/categories`, { name: 'Bebidas' }],
      ['PATCH', `${base()}/categories/${category.id}`, { name: 'Tortas ahogadas' }],
      ['PUT', `${base()}/category-order`, { category_ids: [category.id] }],
      ['DELETE', `${base()}/categories/${category.id}`, undefined],
      ['POST', `${base()}/items`, itemBody(category.id)],
      ['PUT', `${base()}/items/${item.id}`, itemBody(category.id)],
      ['PUT', `${base()}/items/${item.id}/active`, { active: false }],
      ['DELETE', `${base()}/items/${item.id}`, undefined],
    ];
    for (const [method, url, payload] of requests) {
      const visitor = await call(method, url, undefined, payload);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      for (const caller of [stranger, partner]) {
        const response = await call(method, url, caller, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual(
          refusal(403, 'forbidden', 'Solo el dueño del negocio puede administrar su menú'),
        );
      }
    }
    expect((await manage(stranger)).code).toBe('forbidden');
    // Nothing changed for the refused callers.
    const menu = await manage();
    expect(menu.categories).toHaveLength(1);
    expect(menu.categories[0].name).toBe('Tortas');
    expect(menu.categories[0].items[0].active).toBe(true);
    expect((await call('GET', `${base()}/manage`, admin)).statusCode).toBe(200);
  });

  it('answers 403 for missing and malformed business ids, so ids cannot be probed', async () => {
    for (const id of [randomUUID(), 'menu']) {
      const response = await call('POST', `${base(id)}/categories`, owner, { name: 'Bebidas' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Solo el dueño del negocio puede administrar su menú');
    }
  });
});

describe('menu manager: categories', () => {
  it('creates categories last, renames, reorders and lists them (empty ones too) with the business type', async () => {
    const tortas = await addCategory('  Tortas ');
    const bebidas = await addCategory('Bebidas');
    expect(tortas).toMatchObject({ name: 'Tortas', order: 1 });
    expect(bebidas.order).toBe(2);

    const renamed = await call('PATCH', `${base()}/categories/${bebidas.id}`, owner, {
      name: 'Aguas frescas',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().category.name).toBe('Aguas frescas');

    const reordered = await call('PUT', `${base()}/category-order`, owner, {
      category_ids: [bebidas.id, tortas.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json()).toEqual({
      business: { id: businessId, name: 'Fonda Doña Lupe', business_type: 'menu', delivery_fee: '0.00' },
      categories: [
        { id: bebidas.id, name: 'Aguas frescas', order: 1, items: [] },
        { id: tortas.id, name: 'Tortas', order: 2, items: [] },
      ],
    });
  });

  it('refuses a blank name and an order that is not exactly the business categories, changing nothing', async () => {
    const tortas = await addCategory('Tortas');
    for (const response of [
      await call('POST', `${base()}/categories`, owner, { name: '   ' }),
      await call('PATCH', `${base()}/categories/${tortas.id}`, owner, { name: '' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        refusal(400, 'category_name_required', 'Por favor ingresa un nombre para la categoría'),
      );
    }
    const mismatch = await call('PUT', `${base()}/category-order`, owner, {
      category_ids: [tortas.id, tortas.id],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('category_order_mismatch');
    expect((await manage()).categories.map((c: { name: string }) => c.name)).toEqual(['Tortas']);
  });

  it('answers 404 for a category of another business and leaves it alone', async () => {
    const other = await insertUser(t.db, { userType: 'business' });
    const otherBusiness = await insertBusiness(t.db, { ownerId: other.id, cityId });
    const theirs = await addCategory('Suya', other, otherBusiness.id);
    for (const response of [
      await call('PATCH', `${base()}/categories/${theirs.id}`, owner, { name: 'Mía' }),
      await call('DELETE', `${base()}/categories/${theirs.id}`, owner),
      await call('DELETE', `${base()}/categories/nope`, owner),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal(404, 'category_not_found', 'Categoría no encontrada'));
    }
    await addCategory('Tortas');
    const item = await call('POST', `${base()}/items`, owner, itemBody(theirs.id));
    expect(item.statusCode).toBe(404);
    expect(item.json().code).toBe('category_not_found');
    const row = await t.db
      .selectFrom('menu_categories')
      .select('name')
      .where('id', '=', theirs.id)
      .executeTakeFirst();
    expect(row?.name).toBe('Suya');
  });

  it('deleting a category deletes its items and their variants', async () => {
    const tortas = await addCategory('Tortas');
    const bebidas = await addCategory('Bebidas');
    const torta = await addItem(tortas.id);
    await addItem(bebidas.id, { name: 'Horchata', variants: [] });
    const response = await call('DELETE', `${base()}/categories/${tortas.id}`, owner);
    expect(response.statusCode).toBe(204);
    expect(
      await t.db.selectFrom('menu_items').select('id').where('id', '=', torta.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await t.db.selectFrom('menu_item_variants').select('id').where('menu_item_id', '=', torta.id).execute(),
    ).toEqual([]);
    const menu = await manage();
    expect(menu.categories.map((c: { name: string }) => c.name)).toEqual(['Bebidas']);
    expect(menu.categories[0].items).toHaveLength(1);
  });
});

describe('menu manager: items', () => {
  it('creates an active item with exact prices and variants, shown on the public menu', async () => {
    const tortas = await addCategory('Tortas');
    const item = await addItem(tortas.id);
    expect(item).toEqual({
      id: expect.any(String),
      category_id: tortas.id,
      name: 'Torta ahogada',
      description: 'Con salsa de jitomate',
      price: '85.50',
      image_url: null,
      active: true,
      order: 1,
      sold_out_until: null,
      variants: [{ id: expect.any(String), name: 'Doble carne', price_extra: '20.00' }],
    });
    expect((await publicMenu()).categories[0].items[0]).toMatchObject({
      name: 'Torta ahogada',
      price: '85.50',
    });
  });

  it('refuses an item when the business has no category yet: "Primero debes crear una categoría"', async () => {
    const response = await call('POST', `${base()}/items`, owner, itemBody(''));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusal(400, 'category_required_first', 'Primero debes crear una categoría'),
    );
  });

  it('checks category, name, prices and image with the spec texts, storing nothing', async () => {
    const tortas = await addCategory('Tortas');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ category_id: ' ' }, 'category_required', 'Por favor selecciona una categoría'],
      [{ name: '  ' }, 'item_name_required', 'Por favor ingresa el nombre del elemento'],
      ...['0', '-5', 'abc', '10.555', '', 0, -1, 12.345].map(
        (price): [Record<string, unknown>, string, string] => [
          { price },
          'invalid_price',
          'Por favor ingresa un precio válido',
        ],
      ),
      [
        { variants: [{ name: 'Grande', price_extra: '-1' }] },
        'invalid_price',
        'Por favor ingresa un precio válido',
      ],
      [
        { variants: [{ name: ' ', price_extra: '1' }] },
        'variant_name_required',
        'Por favor ingresa el nombre de la variante',
      ],
      [{ image_url: 'https://example.com/x.png' }, 'invalid_image', 'Por favor selecciona una imagen válida'],
      [
        { image_url: `/storage/v1/object/public/menu-items/${randomUUID()}/a.png` },
        'invalid_image',
        'Por favor selecciona una imagen válida',
      ],
    ];
    for (const [extra, code, message] of cases) {
      const response = await call('POST', `${base()}/items`, owner, itemBody(tortas.id, extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json()).toEqual(refusal(400, code, message));
    }
    expect(
      await t.db.selectFrom('menu_items').select('id').where('business_id', '=', businessId).execute(),
    ).toEqual([]);
  });

  it('caps prices and extras at 99,999,999.99, so an order line always fits the money columns', async () => {
    const tortas = await addCategory('Tortas');
    const item = await addItem(tortas.id, {
      price: '99999999.99',
      variants: [{ name: 'Doble', price_extra: 99_999_999.99 }],
    });
    expect(item).toMatchObject({ price: '99999999.99' });
    const tooHigh = refusal(400, 'price_too_high', 'El precio no puede ser mayor a $99,999,999.99');
    for (const extra of [
      { price: '100000000' },
      { price: '9999999999.99' },
      { price: 9_999_999_999.99 },
      { variants: [{ name: 'Doble', price_extra: '100000000.00' }] },
    ]) {
      const created = await call('POST', `${base()}/items`, owner, itemBody(tortas.id, extra));
      expect(created.json(), JSON.stringify(extra)).toEqual(tooHigh);
      const edited = await call('PUT', `${base()}/items/${item.id}`, owner, itemBody(tortas.id, extra));
      expect(edited.json(), JSON.stringify(extra)).toEqual(tooHigh);
    }
    const stored = await t.db
      .selectFrom('menu_items')
      .select('price')
      .where('business_id', '=', businessId)
      .execute();
    expect(stored).toEqual([{ price: '99999999.99' }]);
  });

  it('accepts a price with 2 decimals or a comma, a zero extra and an image of its own folder', async () => {
    const tortas = await addCategory('Tortas');
    const image = `/storage/v1/object/public/menu-items/${businessId}/${randomUUID()}.webp`;
    const item = await addItem(tortas.id, {
      price: '0,01',
      image_url: image,
      variants: [{ name: 'Chica', price_extra: 0 }],
    });
    expect(item).toMatchObject({
      price: '0.01',
      image_url: image,
      variants: [{ name: 'Chica', price_extra: '0.00' }],
    });
  });

  it('edits an item (fields, category and variants replaced) and answers 404 for another business item', async () => {
    const tortas = await addCategory('Tortas');
    const bebidas = await addCategory('Bebidas');
    const item = await addItem(tortas.id);
    const edited = await call('PUT', `${base()}/items/${item.id}`, owner, {
      category_id: bebidas.id,
      name: 'Tejuino',
      description: null,
      price: 40,
      variants: [
        { name: 'Chico', price_extra: '0' },
        { name: 'Grande', price_extra: '15.5' },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().item).toMatchObject({
      category_id: bebidas.id,
      name: 'Tejuino',
      description: null,
      price: '40.00',
      active: true,
      variants: [
        { name: 'Chico', price_extra: '0.00' },
        { name: 'Grande', price_extra: '15.50' },
      ],
    });

    const badPrice = await call(
      'PUT',
      `${base()}/items/${item.id}`,
      owner,
      itemBody(tortas.id, { price: 'x' }),
    );
    expect(badPrice.json().message).toBe('Por favor ingresa un precio válido');
    expect((await manage()).categories[1].items[0].name).toBe('Tejuino');

    // An edit may keep the image the item already has, wherever it points (seeded rows).
    const seededImage = '/storage/v1/object/public/catalogue/menus/torta.webp';
    await t.db.updateTable('menu_items').set({ image_url: seededImage }).where('id', '=', item.id).execute();
    const kept = await call(
      'PUT',
      `${base()}/items/${item.id}`,
      owner,
      itemBody(bebidas.id, { image_url: seededImage }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json().item.image_url).toBe(seededImage);
    const elsewhere = await call(
      'PUT',
      `${base()}/items/${item.id}`,
      owner,
      itemBody(bebidas.id, {
        image_url: '/storage/v1/object/public/catalogue/menus/otra.webp',
      }),
    );
    expect(elsewhere.json().code).toBe('invalid_image');

    const other = await insertUser(t.db, { userType: 'business' });
    const otherBusiness = await insertBusiness(t.db, { ownerId: other.id, cityId });
    const theirCategory = await addCategory('Suya', other, otherBusiness.id);
    const theirItem = (
      await call('POST', `${base(otherBusiness.id)}/items`, other, itemBody(theirCategory.id))
    ).json().item;
    for (const response of [
      await call('PUT', `${base()}/items/${theirItem.id}`, owner, itemBody(tortas.id)),
      await call('PUT', `${base()}/items/${theirItem.id}/active`, owner, { active: false }),
      await call('DELETE', `${base()}/items/${theirItem.id}`, owner),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal(404, 'item_not_found', 'Elemento no encontrado'));
    }
  });

  it('deactivated items are hidden from the public menu and shown again when activated', async () => {
    const tortas = await addCategory('Tortas');
    const item = await addItem(tortas.id);
    const off = await call('PUT', `${base()}/items/${item.id}/active`, owner, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ id: item.id, active: false });
    expect(await publicMenu()).toMatchObject({ categories: [] });
    expect((await manage()).categories[0].items[0].active).toBe(false);

    await call('PUT', `${base()}/items/${item.id}/active`, owner, { active: true });
    expect((await publicMenu()).categories[0].items[0].id).toBe(item.id);
  });

  it('deletes an item with its variants', async () => {
    const tortas = await addCategory('Tortas');
    const item = await addItem(tortas.id);
    expect((await call('DELETE', `${base()}/items/${item.id}`, owner)).statusCode).toBe(204);
    expect((await manage()).categories[0].items).toEqual([]);
    expect((await call('DELETE', `${base()}/items/${item.id}`, owner)).statusCode).toBe(404);
  });
});

describe('the delivery fee', () => {
  const setFee = (deliveryFee: unknown, as: TestCaller = owner) =>
    call('PUT', `/api/ordering/businesses/${businessId}/delivery-fee`, as, { delivery_fee: deliveryFee });

  it('is set by the owner as typed (0 is free delivery) and shown in the manager', async () => {
    expect((await manage()).business.delivery_fee).toBe('0.00');
    const set = await setFee('35,5');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ delivery_fee: '35.50' });
    expect((await manage()).business.delivery_fee).toBe('35.50');
    expect((await setFee(0)).json()).toEqual({ delivery_fee: '0.00' });
  });

  it('refuses a negative, a third decimal or text with the Spanish message and keeps the fee', async () => {
    await setFee('20');
    for (const bad of ['-5', '10.555', 'gratis', '']) {
      const response = await setFee(bad);
      expect(response.json()).toEqual(
        refusal(
          400,
          'invalid_delivery_fee',
          'Por favor ingresa un costo de envío válido (0 o más, con hasta 2 decimales)',
        ),
      );
    }
    expect((await manage()).business.delivery_fee).toBe('20.00');
  });

  it('caps the fee at 99,999,999.99 and keeps the one it had', async () => {
    expect((await setFee('99999999.99')).json()).toEqual({ delivery_fee: '99999999.99' });
    for (const bad of ['100000000', '9999999999.99']) {
      expect((await setFee(bad)).json()).toEqual(
        refusal(400, 'delivery_fee_too_high', 'El costo de envío no puede ser mayor a $99,999,999.99'),
      );
    }
    expect((await manage()).business.delivery_fee).toBe('99999999.99');
  });

  it('is refused to other people with 403 and the Spanish message', async () => {
    const stranger = await insertUser(t.db);
    expect((await setFee('10', stranger)).json()).toEqual(
      refusal(403, 'forbidden', 'Solo el dueño del negocio puede administrar su menú'),
    );
    expect((await manage()).business.delivery_fee).toBe('0.00');
  });
});

describe('menu images', () => {
  it('are removed from storage when their item is deleted, replaced or its category deleted, never another business’s', async () => {
    const storage = createStorage({ storageDir: t.config.storageDir });
    const stored = async (folder: string) => {
      const key = `${folder}/${randomUUID()}.png`;
      await storage.putObject('menu-items', key, Buffer.from('x'), 'image/png');
      return { key, url: storage.publicUrl('menu-items', key) };
    };
    const exists = (key: string) => storage.driver.exists('menu-items', key);
    const category = await addCategory('Tortas');
    const [first, replacement, second, third] = [
      await stored(businessId),
      await stored(businessId),
      await stored(businessId),
      await stored(businessId),
    ];
    const neighbour = await stored(randomUUID());

    // Replaced: the old image goes, the new one stays.
    const item = await addItem(category.id, { image_url: first.url });
    const replaced = await call(
      'PUT',
      `${base()}/items/${item.id}`,
      owner,
      itemBody(category.id, { image_url: replacement.url }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await exists(first.key)).toBe(false);
    expect(await exists(replacement.key)).toBe(true);

    // Deleted: its image goes.
    expect((await call('DELETE', `${base()}/items/${item.id}`, owner)).statusCode).toBe(204);
    expect(await exists(replacement.key)).toBe(false);

    // A deleted category takes its items' images; another business's file is never touched.
    const bebidas = await addCategory('Bebidas');
    await addItem(bebidas.id, { image_url: second.url, name: 'Agua de jamaica' });
    await addItem(bebidas.id, { image_url: third.url, name: 'Horchata' });
    expect((await call('DELETE', `${base()}/categories/${bebidas.id}`, owner)).statusCode).toBe(204);
    expect(await exists(second.key)).toBe(false);
    expect(await exists(third.key)).toBe(false);
    expect(await exists(neighbour.key)).toBe(true);
  });
});
