import { expect, test } from '@playwright/test';
import {
  ALWAYS_OPEN,
  accessToken,
  expectSameWindow,
  expectToast,
  markWindow,
  PASSWORD,
  screenshots,
  signUp,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

/** A 1×1 PNG: real image bytes, so the storage service's content check accepts it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Issue 10 items 2 and 4: a customer orders from the Menú tab (variant, quantity, notes; the cart
// survives a reload; cash on delivery with the server's total), then follows the order in
// /my-orders, where the owner's status change arrives live.
test('a customer orders from the Menú tab and follows the order live in /my-orders', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);

  // The owner, the business (open all day) and its menu come from the API.
  const ownerEmail = uniqueEmail('dueno');
  const signup = await request.post('/auth/v1/signup', { data: { email: ownerEmail, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);
  const owner = { authorization: `Bearer ${await accessToken(request, ownerEmail)}` };
  const countries = await (await request.get('/api/discovery/countries')).json();
  const mexico = countries.countries.find((country: { name: string }) => country.name === 'México');
  const cities = await (await request.get(`/api/discovery/cities?countryId=${mexico.id}`)).json();
  const gdl = cities.cities.find((city: { name: string }) => city.name === 'Guadalajara');
  const businessName = `Tortas La Güera ${suffix}`;
  const created = await request.post('/api/discovery/businesses', {
    headers: owner,
    multipart: {
      name: businessName,
      description: 'Tortas ahogadas de Guadalajara.',
      address: 'Av. Juárez 200, Centro',
      city: 'Guadalajara',
      state: 'Jalisco',
      zip_code: '44100',
      category: 'Restaurantes',
      subcategory: 'Tacos',
      city_id: gdl.id,
      photos: { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const businessId = ((await created.json()) as { business: { id: string } }).business.id;
  const scheduled = await request.patch(`/api/discovery/businesses/${businessId}`, {
    headers: owner,
    data: { schedule: ALWAYS_OPEN },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  const category = await request.post(`/api/ordering/businesses/${businessId}/menu/categories`, {
    headers: owner,
    data: { name: 'Tortas' },
  });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId = ((await category.json()) as { category: { id: string } }).category.id;
  const item = await request.post(`/api/ordering/businesses/${businessId}/menu/items`, {
    headers: owner,
    data: {
      category_id: categoryId,
      name: 'Torta ahogada',
      description: 'Birote salado, carnitas y salsa de jitomate.',
      price: '85.50',
      variants: [
        { name: 'Media', price_extra: '0' },
        { name: 'Entera', price_extra: '20.25' },
      ],
    },
  });
  expect(item.status(), await item.text()).toBe(201);

  // A visitor is asked to sign in first.
  await skipOnboarding(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/businesses/${businessId}`);
  await page.getByRole('tab', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Agregar Torta ahogada al carrito' }).click();
  await expectToast(page, 'Debes iniciar sesión para hacer un pedido');
  await expect(page).toHaveURL(/\/profile\?redirect=businesses/);

  // The customer signs up and opens the Menú tab.
  await signUp(page, uniqueEmail('cliente'));
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.goto(`/businesses/${businessId}`);
  await page.getByRole('tab', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Agregar Torta ahogada al carrito' }).click();

  const dialog = page.getByTestId('add-item-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /Entera/ }).check();
  await dialog.getByRole('button', { name: 'Agregar uno' }).click();
  await expect(dialog.getByTestId('add-item-quantity')).toHaveValue('2');
  await dialog.getByTestId('add-item-notes').fill('Bien ahogada');
  await screenshots(page, 'add-item');
  // (85.50 + 20.25) × 2 = 211.50
  await expect(page.getByTestId('add-item-submit')).toContainText('211.50');
  await page.getByTestId('add-item-submit').click();
  await expectToast(page, 'Agregado al carrito');
  await expect(page.getByTestId('cart-bar')).toContainText('2 productos');

  // The cart is kept across a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Menú' }).click();
  await expect(page.getByTestId('cart-bar')).toContainText('2 productos');
  await screenshots(page, 'menu-with-cart');

  // Checkout: the server's totals, cash on delivery.
  await page.getByTestId('cart-bar').getByRole('button').click();
  const checkout = page.getByTestId('checkout-dialog');
  await expect(checkout.getByTestId('checkout-total')).toContainText('211.50');
  await expect(checkout.getByTestId('checkout-subtotal')).toContainText('211.50');
  await expect(checkout.getByTestId('checkout-payment')).toContainText('Pago en efectivo al recibir');
  // A first order: no saved address yet, so the address is typed (and kept in Mis direcciones).
  await checkout.getByTestId('address-street').fill('Calle Morelos');
  await checkout.getByTestId('address-number').fill('45');
  await checkout.getByTestId('address-neighborhood').fill('Americana');
  await checkout.getByTestId('address-postal_code').fill('44160');
  await checkout.getByTestId('checkout-phone').fill('33 1234 5678');
  await checkout.getByTestId('checkout-notes').fill('Tocar el timbre');
  // "¿Con cuánto pagas?": a $500 bill, so the driver brings change.
  await checkout.getByTestId('checkout-cash').fill('500');
  await screenshots(page, 'checkout');
  await page.getByTestId('checkout-confirm').dblclick();
  await expectToast(page, '¡Pedido realizado!');
  await expect(page.getByTestId('order-done')).toBeVisible();
  await expect(page.getByTestId('cart-bar')).toHaveCount(0);
  await page.getByTestId('order-done-link').click();

  // /my-orders: one order (the double tap made one), pending, with the server's total.
  await expect(page).toHaveURL(/\/my-orders$/);
  const card = page.getByTestId('my-order');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('my-order-status')).toHaveText('Pendiente');
  await expect(card.getByTestId('my-order-total')).toContainText('211.50');
  await expect(card.getByTestId('my-order-cash')).toHaveText('Pagas con $500.00 · tu cambio: $288.50');
  await expect(card.getByTestId('my-order-contact')).toHaveText('Contactar Negocio');
  await expect(card.getByTestId('my-order-review')).toHaveCount(0);
  await screenshots(page, 'my-orders');

  // The owner advances it; the card changes without a reload.
  const orderId = await card.getAttribute('data-order-id');
  await markWindow(page);
  for (const status of ['preparing', 'looking_for_driver', 'on_the_way', 'delivered']) {
    const advanced = await request.post(`/api/ordering/orders/${orderId}/status`, {
      headers: owner,
      data: { status },
    });
    expect(advanced.status(), await advanced.text()).toBe(200);
    if (status === 'preparing') await expect(card.getByTestId('my-order-status')).toHaveText('Preparando');
  }
  await expect(card.getByTestId('my-order-status')).toHaveText('Entregado');
  await expectSameWindow(page);
  await expect(card.getByTestId('my-order-review')).toHaveAttribute(
    'href',
    `/businesses/${businessId}?review=true`,
  );
  await expect(card.getByTestId('my-order-reorder')).toHaveText('Ordenar de Nuevo');
  await screenshots(page, 'my-orders-delivered');

  // Search and the status filter.
  await page.getByTestId('my-orders-search').fill('pizzería inexistente');
  await expect(page.getByText('No hay pedidos que coincidan')).toBeVisible();
  await page.getByTestId('my-orders-search').fill(businessName.slice(0, 12));
  await expect(card).toHaveCount(1);
  await page.getByTestId('my-orders-status').selectOption('pending');
  await expect(card).toHaveCount(0);
});
