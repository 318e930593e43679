import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  accessToken,
  expectToast,
  openSignedIn,
  PASSWORD,
  placeOrder,
  screenshots,
  signIn,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

/** A 1×1 PNG: real image bytes, so the storage service's content check accepts it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/**
 * Open around the clock but for one minute about eleven hours from now (equal times would mean
 * closed): each day from (now + 12 h) to (now + 11 h 59 min), past midnight, in Guadalajara.
 */
function alwaysOpen(): Record<string, string> {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Mexico_City',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  const start = `${String((hour + 12) % 24).padStart(2, '0')}:00`;
  const end = `${String((hour + 11) % 24).padStart(2, '0')}:59`;
  return Object.fromEntries(
    DAYS.flatMap((day) => [
      [`${day}_start`, start],
      [`${day}_end`, end],
    ]),
  );
}

/** A new account through the auth API, and its access token. */
async function newAccount(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);
  return { email, token: await accessToken(request, email) };
}

/** An owner with an always-open business in Guadalajara and a one-item menu, all through the API. */
async function ownerWithMenu(request: APIRequestContext) {
  const owner = await newAccount(request, 'panel-owner');
  const auth = { authorization: `Bearer ${owner.token}` };
  const countries = await (await request.get('/api/discovery/countries')).json();
  const mexico = countries.countries.find((country: { name: string }) => country.name === 'México');
  const cities = await (await request.get(`/api/discovery/cities?countryId=${mexico.id}`)).json();
  const gdl = cities.cities.find((city: { name: string }) => city.name === 'Guadalajara');
  const name = `Birria Don Chuy ${Date.now().toString(36)}`;
  const created = await request.post('/api/discovery/businesses', {
    headers: auth,
    multipart: {
      name,
      description: 'Birria tapatía de res.',
      address: 'Av. Vallarta 300, Centro',
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
  const schedule = await request.patch(`/api/discovery/businesses/${businessId}`, {
    headers: auth,
    data: { schedule: alwaysOpen() },
  });
  expect(schedule.status(), await schedule.text()).toBe(200);
  const menu = `/api/ordering/businesses/${businessId}/menu`;
  const category = await request.post(`${menu}/categories`, { headers: auth, data: { name: 'Birria' } });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId = ((await category.json()) as { category: { id: string } }).category.id;
  const item = await request.post(`${menu}/items`, {
    headers: auth,
    data: { category_id: categoryId, name: 'Taco de birria', price: '35' },
  });
  expect(item.status(), await item.text()).toBe(201);
  const itemId = ((await item.json()) as { item: { id: string } }).item.id;
  return { ...owner, businessId, name, itemId };
}

// Spec 02 §2 (orders panel), §4 (order status), §8: the owner has 'Pedidos y Ventas' open; a
// customer's order arrives live with a toast; the owner advances it and prints its ticket. A
// person who does not own the business is turned away.
test('the owner sees a new order arrive live, advances it and opens its ticket', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerWithMenu(request);
  const customer = await newAccount(request, 'panel-customer');

  await skipOnboarding(page);
  await signIn(page, owner.email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  // No businessId: to Mis Negocios.
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/profile\?tab=my_businesses/);

  await page.goto(`/orders?businessId=${owner.businessId}`);
  const panel = page.getByTestId('orders-panel');
  await expect(panel.getByRole('heading', { name: 'Pedidos y Ventas', level: 1 })).toBeVisible();
  await expect(panel).toContainText('No hay pedidos');
  await expect(page.getByTestId('orders-card-total')).toContainText('0');
  await page.evaluate(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => {
      (window as unknown as { __printed: number }).__printed += 1;
    };
  });

  // The customer orders through the API; the open panel shows it without a reload.
  const { id: orderId } = await placeOrder(request, customer.token, {
    businessId: owner.businessId,
    itemId: owner.itemId,
    quantity: 2,
    notes: 'Portón verde',
  });
  await expectToast(page, '¡Nuevo pedido recibido!');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(card).toContainText('Pendiente');
  await expect(page.getByTestId('orders-card-total')).toContainText('1');
  await expect(page.getByTestId('orders-card-pending')).toContainText('1');

  // Expand: customer, items, money; advance pending → preparing.
  // The summary row is a disclosure button named by its own text (number, status, customer…).
  const summaryButton = card.getByRole('button', {
    name: new RegExp(`Pedido #${orderId.slice(0, 8).toUpperCase()}`),
  });
  await expect(summaryButton).toHaveAttribute('aria-expanded', 'false');
  await summaryButton.click();
  await expect(summaryButton).toHaveAttribute('aria-expanded', 'true');
  await expect(card).toContainText('Calle Morelos 45, Col. Americana');
  await expect(card).toContainText('33 1234 5678');
  await expect(card).toContainText('2 × Taco de birria');
  await screenshots(page, 'orders-panel-pending', 1280);
  // A second tab of the owner follows the change live (order:status to the business room).
  const otherTab = await page.context().newPage();
  await otherTab.goto(`/orders?businessId=${owner.businessId}`);
  const otherCard = otherTab.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(otherCard).toHaveAttribute('data-status', 'pending');
  await page.bringToFront();
  await card.getByRole('button', { name: 'Marcar como Preparando' }).click();
  await expectToast(page, 'Estado actualizado a: Preparando');
  await expect(card).toHaveAttribute('data-status', 'preparing');
  await expect(otherCard).toHaveAttribute('data-status', 'preparing');
  await otherTab.close();
  await expect(card.getByRole('button', { name: 'Marcar como Buscando Repartidor' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Asignar Repartidor' })).toBeVisible();
  await expect(page.getByTestId('quick-assign')).toContainText(
    `Asignar #${orderId.slice(0, 6).toUpperCase()}`,
  );

  // 'Imprimir' opens a printable ticket; its button prints.
  await card.getByRole('button', { name: 'Imprimir' }).click();
  const ticket = page.getByTestId('order-ticket');
  await expect(ticket).toContainText(owner.name);
  await expect(ticket).toContainText('2 × Taco de birria');
  await screenshots(page, 'orders-panel-ticket', 1280, false);
  await ticket.getByTestId('ticket-print').click();
  expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  await ticket.getByRole('button', { name: 'Cerrar' }).first().click();
  await screenshots(page, 'orders-panel-preparing', 1280);

  // '⋯' opens the order's options (a keyboard menu): call the customer, see the address on a map,
  // copy the order number.
  const number = orderId.slice(0, 8).toUpperCase();
  const options = card.getByRole('button', { name: `Más opciones del pedido #${number}` });
  await options.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Opciones del pedido #${number}` });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const call = menu.getByRole('menuitem', { name: 'Llamar al cliente' });
  await expect(call).toBeFocused();
  await expect(call).toHaveAttribute('href', 'tel:33 1234 5678');
  await expect(menu.getByRole('menuitem', { name: 'Ver dirección en el mapa' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Calle+Morelos+45%2C+Col.+Americana%2C+C.P.+44160%2C+Guadalajara',
  );
  await screenshots(page, 'orders-panel-options', 1280, false);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(options).toBeFocused();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await options.click();
  await menu.getByRole('menuitem', { name: 'Copiar número de pedido' }).click();
  await expectToast(page, 'Número de pedido copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);

  // The driver picker: approved drivers of Guadalajara (the demo seed's), search and vehicle filter.
  await card.getByRole('button', { name: 'Asignar Repartidor' }).click();
  const picker = page.getByTestId('driver-picker');
  // The vehicle filter narrows the list (the demo's Guadalajara driver rides a motorbike; drivers
  // that other tests register may ride anything), and a search that matches nobody says so.
  await picker.getByLabel('Vehículo').selectOption('pie');
  await expect(picker).not.toContainText('luis.reparto');
  await picker.getByLabel('Buscar repartidor').fill('nadie-se-llama-asi');
  await expect(picker).toContainText('No se encontraron repartidores');
  await picker.getByLabel('Vehículo').selectOption('');
  await picker.getByLabel('Buscar repartidor').fill('LUIS.REP');
  await screenshots(page, 'orders-panel-picker', 1280, false);
  await picker.getByRole('button', { name: 'Asignar a luis.reparto' }).click();
  await expectToast(page, 'Repartidor asignado correctamente');
  await expect(card).toHaveAttribute('data-status', 'on_the_way');
  await expect(card).toContainText('luis.reparto');
  await expect(card).toContainText('Aceptado');
  await expect(card.getByRole('button', { name: 'Marcar como Entregado' })).toBeVisible();
});

test('a person who does not own the business is turned away from its panel', async ({ page, request }) => {
  test.setTimeout(90_000);
  const owner = await ownerWithMenu(request);
  const stranger = await newAccount(request, 'panel-stranger');
  await skipOnboarding(page);
  // Nobody signed in: to /profile.
  await page.goto(`/orders?businessId=${owner.businessId}`);
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByTestId('orders-panel')).toHaveCount(0);
  await openSignedIn(page, `/orders?businessId=${owner.businessId}`, {
    email: stranger.email,
    password: PASSWORD,
  });
  await expectToast(page, 'Solo el dueño del negocio puede ver y gestionar sus pedidos');
  await expect(page).toHaveURL(/\/profile\?tab=my_businesses/);
  await expect(page.getByTestId('orders-panel')).toHaveCount(0);
  // The API gives nothing either.
  const answer = await request.get(`/api/ordering/businesses/${owner.businessId}/orders`, {
    headers: { authorization: `Bearer ${stranger.token}` },
  });
  expect(answer.status()).toBe(403);
});
