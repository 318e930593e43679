import { execFileSync } from 'node:child_process';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DRIVER_REMOTE_PORT } from '../playwright.config';
import {
  ALWAYS_OPEN,
  accessToken,
  DEMO_OWNER,
  expectSameWindow,
  expectToast,
  markWindow,
  ownedBusinessId,
  PASSWORD,
  placeOrder,
  screenshots,
  skipOnboarding,
  storeSession,
  uniqueEmail,
} from './helpers';
import { serveRemote, stop } from './remote-server';

// Issue 11: two drivers of Guadalajara register, go available, see a new order of 'Tortas
// Ahogadas El Güero' arrive live, race to accept it (one wins), and the winner picks it up and
// delivers it while the customer's /my-orders follows without a reload.

const here = path.dirname(fileURLToPath(import.meta.url));
const DEMO_BUSINESS = 'Tortas Ahogadas El Güero';
/** A 1×1 PNG: real image bytes, so the storage service's content check accepts it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// In e2e runs mf-driver lives on its own origin (see playwright.config.ts); serve it here.
let driverRemote: Server;
test.beforeAll(async () => {
  driverRemote = await serveRemote(path.resolve(here, '../../../mf-driver/dist'), DRIVER_REMOTE_PORT);
});
test.afterAll(async () => {
  await stop(driverRemote);
});

async function newAccount(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);
  return { email, token: await accessToken(request, email) };
}

/**
 * A page in its own browser context (its own session and socket), on a phone, signed in from its
 * first load (storeSession): every caller opens its page next.
 */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  await skipOnboarding(page);
  await storeSession(page, { email, password: PASSWORD });
  return page;
}

/** Registers through /driver-registration as a person would: the dashboard sends them there. */
async function register(page: Page, phone: string, shoot: boolean): Promise<void> {
  await page.goto('/driver-dashboard');
  await expect(page).toHaveURL(/\/driver-registration$/);
  const form = page.getByTestId('registration-form');
  await expect(form).toBeVisible();

  // §5: nothing filled in.
  await form.getByTestId('registration-submit').click();
  await expectToast(page, 'Por favor ingresa tu número de teléfono');
  await expect(form).toContainText('Por favor selecciona una ciudad');
  await expect(form).toContainText('Por favor sube una identificación oficial');

  await form.getByTestId('registration-phone').fill(phone);
  await form.getByText('Bicicleta').click();
  await form.getByTestId('registration-country').selectOption({ label: 'México' });
  await form.getByTestId('registration-zone').selectOption({ label: 'Guadalajara, Jalisco' });
  // §5: not an image.
  await form
    .getByTestId('registration-identification')
    .setInputFiles({ name: 'ine.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expectToast(page, 'Por favor selecciona una imagen válida');
  await form
    .getByTestId('registration-identification')
    .setInputFiles({ name: 'ine.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByTestId('registration-id-preview')).toBeVisible();
  if (shoot) await screenshots(page, 'driver-registration');
  await form.getByTestId('registration-submit').click();
  await expectToast(page, 'Registro completado correctamente');
  await expect(page).toHaveURL(/\/driver-dashboard$/);
  await expect(page.getByTestId('driver-zone')).toHaveText('Guadalajara, Jalisco');
  await expect(page.getByTestId('driver-vehicle')).toHaveText('Bicicleta');
}

async function goAvailable(page: Page): Promise<void> {
  const toggle = page.getByTestId('availability-toggle');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('available-orders')).toContainText('Activa tu disponibilidad');
  await toggle.click();
  await expectToast(page, 'Ahora estás disponible para recibir pedidos');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
}

/** The customer orders the demo business's first plain item; the owner sends it to the drivers. */
/** A demo order paid with a $1,000 bill, moved to looking for a driver: its id and the change to bring. */
async function orderLookingForDriver(
  request: APIRequestContext,
  customerToken: string,
): Promise<{ orderId: string; change: string | null }> {
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const owner = { authorization: `Bearer ${ownerToken}` };
  const businessId = await ownedBusinessId(request, ownerToken, DEMO_BUSINESS);
  const opened = await request.patch(`/api/discovery/businesses/${businessId}`, {
    headers: owner,
    data: { schedule: ALWAYS_OPEN },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const menu = (await (await request.get(`/api/ordering/businesses/${businessId}/menu`)).json()) as {
    categories: Array<{ items: Array<{ id: string; variants: unknown[] }> }>;
  };
  const item = menu.categories.flatMap((category) => category.items).find((i) => i.variants.length === 0);
  if (!item) throw new Error(`${DEMO_BUSINESS} has no item without variants`);
  const { id: orderId, cash_change: change } = await placeOrder(request, customerToken, {
    businessId,
    itemId: item.id,
    quantity: 2,
    notes: 'Portón verde',
    cash: '1000',
  });
  for (const status of ['preparing', 'looking_for_driver']) {
    const moved = await request.post(`/api/ordering/orders/${orderId}/status`, {
      headers: owner,
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { orderId, change };
}

const toastCount = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).count();

test('two drivers register, race for a live order, and the winner delivers it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const [first, second, customer] = await Promise.all([
    newAccount(request, 'repartidor-a'),
    newAccount(request, 'repartidor-b'),
    newAccount(request, 'cliente'),
  ]);

  const driverA = await signedInPage(browser, first.email);
  const driverB = await signedInPage(browser, second.email);
  await register(driverA, '33 1111 2222', true);
  await register(driverB, '33 3333 4444', false);
  await goAvailable(driverA);
  await goAvailable(driverB);
  // (The demo seed already has orders looking for a driver in Guadalajara: the list is not empty.)

  // The customer follows the order in /my-orders.
  const customerPage = await signedInPage(browser, customer.email);
  await customerPage.goto('/my-orders');
  await expect(customerPage.getByTestId('my-orders')).toBeVisible();

  // A new available order appears live in both dashboards.
  const { orderId, change } = await orderLookingForDriver(request, customer.token);
  const cardOf = (page: Page) => page.locator(`[data-testid="available-order"][data-order-id="${orderId}"]`);
  await expect(cardOf(driverA)).toBeVisible();
  await expect(cardOf(driverB)).toBeVisible();
  await expect(cardOf(driverA)).toContainText(DEMO_BUSINESS);
  // Offered, not yet theirs (issue 21, DESIGN §10): the area, the items and the cash to collect;
  // the customer's street, phone and notes only once a driver accepts it.
  for (const driver of [driverA, driverB]) {
    const offered = cardOf(driver);
    await expect(offered.getByTestId('offered-area')).toHaveText('Americana, Guadalajara');
    await expect(offered.getByTestId('offered-items')).toHaveText('2 artículos');
    await expect(offered.getByTestId('offered-collect')).toHaveText(/^\$\s?\d/);
    for (const secret of ['Calle Morelos', 'Portón verde', '1234 5678']) {
      await expect(offered).not.toContainText(secret);
    }
    await expect(offered.getByTestId('delivery-navigate')).toHaveCount(0);
  }
  await screenshots(driverA, 'driver-dashboard-available');
  await markWindow(customerPage);
  await expect(customerPage.getByTestId('my-order-status')).toHaveText('Buscando Repartidor');

  // Both accept at once: each browser holds its request until the other's is on its way too, so
  // the two reach the server together (two clicks alone can land a socket event apart).
  let releaseBoth = () => {};
  const bothSent = new Promise<void>((resolve) => {
    releaseBoth = resolve;
  });
  let sent = 0;
  for (const driver of [driverA, driverB]) {
    await driver.route('**/api/driver/orders/*/accept', async (route) => {
      sent += 1;
      if (sent === 2) releaseBoth();
      await bothSent;
      await route.continue();
    });
  }
  await Promise.all([
    cardOf(driverA).getByTestId('accept-order').click({ timeout: 10_000 }),
    cardOf(driverB).getByTestId('accept-order').click({ timeout: 10_000 }),
  ]);
  // Exactly one wins, and the order leaves both lists.
  await expect
    .poll(
      async () =>
        (await toastCount(driverA, 'Pedido aceptado')) + (await toastCount(driverB, 'Pedido aceptado')),
    )
    .toBe(1);
  await expect
    .poll(
      async () =>
        (await toastCount(driverA, 'Error al aceptar el pedido')) +
        (await toastCount(driverB, 'Error al aceptar el pedido')),
    )
    .toBe(1);
  const aWon = (await toastCount(driverA, 'Pedido aceptado')) === 1;
  const [winner, loser] = aWon ? [driverA, driverB] : [driverB, driverA];
  await expect(cardOf(loser)).toHaveCount(0);
  await expect(cardOf(winner)).toHaveCount(0);
  await expect(loser.locator(`[data-testid="my-delivery"][data-order-id="${orderId}"]`)).toHaveCount(0);

  // The winner's Mis Pedidos: accepted, with the business, the customer and the items.
  const delivery = winner.locator(`[data-testid="my-delivery"][data-order-id="${orderId}"]`);
  await expect(delivery.getByTestId('delivery-status')).toHaveText('Aceptado');
  await expect(customerPage.getByTestId('my-order-status')).toHaveText('En Camino');
  await delivery.getByTestId('delivery-toggle').click();
  const details = delivery.getByTestId('delivery-details');
  await expect(details).toContainText(DEMO_BUSINESS);
  await expect(details.getByTestId('delivery-customer')).not.toBeEmpty();
  // Theirs now: the street address, the notes and the customer's phone.
  await expect(delivery.getByTestId('delivery-address')).toHaveText(
    'Calle Morelos 45, Col. Americana, C.P. 44160, Guadalajara',
  );
  await expect(delivery).toContainText('Portón verde');
  // Paid with a $1,000 bill: the change to bring, as the server computed it.
  const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
  await expect(delivery.getByTestId('delivery-change')).toHaveText(
    `Lleva cambio de ${money.format(Number(change))}`,
  );
  await expect(details).toContainText(/33\s?1234\s?5678/);
  await expect(delivery.getByTestId('delivery-navigate')).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Calle Morelos 45, Col. Americana, C.P. 44160, Guadalajara')}`,
  );
  await expect(delivery.getByTestId('delivery-navigate')).toHaveAttribute('target', '_blank');
  await expect(delivery.getByTestId('delivery-step-cancelled')).toHaveText('Cancelar');
  await screenshots(winner, 'driver-dashboard-delivery');

  // Pick up, then deliver.
  await delivery.getByTestId('delivery-step-picked_up').click();
  await expectToast(winner, 'Estado actualizado a: Recogido');
  await expect(delivery.getByTestId('delivery-status')).toHaveText('Recogido');
  await expect(delivery.getByTestId('delivery-step-cancelled')).toHaveCount(0);
  await delivery.getByTestId('delivery-step-delivered').click();
  await expectToast(winner, 'Estado actualizado a: Entregado');
  await expect(delivery.getByTestId('delivery-status')).toHaveText('Entregado');

  // Filters: delivered is completed, not active.
  await winner.getByTestId('deliveries-filter-active').click();
  await expect(delivery).toHaveCount(0);
  await winner.getByTestId('deliveries-filter-completed').click();
  await expect(delivery).toBeVisible();

  // The customer saw it all without a reload.
  await expect(customerPage.getByTestId('my-order-status')).toHaveText('Entregado');
  await expect(customerPage.getByTestId('my-order-review')).toHaveText('Escribir Reseña');
  await expectSameWindow(customerPage);

  // The bells: the customer was told each step, the zone's drivers of the new order.
  await customerPage.getByTestId('notification-bell').click();
  await expect(customerPage.getByTestId('notification-list')).toContainText(
    'Estado actualizado a: Entregado',
  );
  await expect(customerPage.getByTestId('notification-list')).toContainText(
    'Estado actualizado a: En Camino',
  );
  await customerPage.keyboard.press('Escape');
  await loser.getByTestId('notification-bell').click();
  await expect(loser.getByTestId('notification-list')).toContainText('Nuevo pedido disponible');
  await loser.keyboard.press('Escape');

  // The loser takes another order of the zone and cancels it after confirming: it goes back to
  // the zone (the lead's decision, see issue 11) and reaches the winner's list live.
  const other = loser.getByTestId('available-order').first();
  const otherId = await other.getAttribute('data-order-id');
  await other.getByTestId('accept-order').click();
  await expectToast(loser, 'Pedido aceptado');
  const taken = loser.locator(`[data-testid="my-delivery"][data-order-id="${otherId}"]`);
  await expect(winner.locator(`[data-testid="available-order"][data-order-id="${otherId}"]`)).toHaveCount(0);
  await taken.getByTestId('delivery-step-cancelled').click();
  const confirm = loser.getByTestId('cancel-delivery-dialog');
  await expect(confirm).toContainText('¿Cancelar este pedido?');
  await confirm.getByTestId('cancel-delivery-confirm').click();
  await expectToast(loser, 'Estado actualizado a: Cancelado');
  await expect(taken.getByTestId('delivery-status')).toHaveText('Cancelado');
  await expect(taken.getByTestId('delivery-step-picked_up')).toHaveCount(0);
  await expect(winner.locator(`[data-testid="available-order"][data-order-id="${otherId}"]`)).toBeVisible();

  // A registered driver edits the registration: the zone is fixed, the ID on file is shown.
  await winner.getByTestId('driver-edit-registration').click();
  await expect(winner).toHaveURL(/\/driver-registration$/);
  const form = winner.getByTestId('registration-form');
  await expect(form.getByTestId('registration-zone')).toBeDisabled();
  await expect(form).toContainText('La zona de trabajo se fija al registrarte');
  await expect(form.getByTestId('registration-id-preview')).toBeVisible();
  await form.getByText('Automóvil').click();
  await screenshots(winner, 'driver-registration-edit');
  await form.getByTestId('registration-submit').click();
  await expectToast(winner, 'Información actualizada correctamente');
  await expect(winner).toHaveURL(/\/driver-dashboard$/);
  await expect(winner.getByTestId('driver-vehicle')).toHaveText('Automóvil');

  // Availability off clears the list.
  await winner.getByTestId('availability-toggle').click();
  await expectToast(winner, 'Ya no estás disponible para recibir pedidos');
  await expect(winner.getByTestId('available-order')).toHaveCount(0);
  await expect(winner.getByTestId('available-orders')).toContainText('Activa tu disponibilidad');
});

// Spec 02 §4 Driver status: a suspended driver is blocked from the dashboard and from submitting
// the registration. (Suspending is the city manager's action, issue 13: here it is done in the
// database, as their screen will.)
test('a suspended driver sees Cuenta Suspendida and cannot submit the registration', async ({
  browser,
  request,
}) => {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  test.skip(!databaseUrl, 'needs E2E_DATABASE_URL (npm test sets it)');
  const { email } = await newAccount(request, 'suspendido');
  execFileSync('psql', [
    '-qAtX',
    '-v',
    'ON_ERROR_STOP=1',
    databaseUrl!,
    '-c',
    `insert into drivers (id, zone_id, phone, vehicle_type, status)
     select p.id, (select id from cities where name = 'Guadalajara' limit 1), '33 5555 6666', 'moto', 'suspended'
     from profiles p where p.email = '${email}'`,
  ]);
  const page = await signedInPage(browser, email);
  await page.goto('/driver-dashboard');
  const blocked = page.getByTestId('driver-suspended');
  await expect(blocked).toContainText('Cuenta Suspendida');
  await expect(page.getByTestId('availability-toggle')).toHaveCount(0);
  await page.getByTestId('driver-suspended-back').click();
  await expect(page).not.toHaveURL(/\/driver-dashboard$/);

  await page.goto('/driver-registration');
  await expect(page.getByTestId('registration-suspended')).toContainText('Cuenta Suspendida');
  await expect(page.getByTestId('registration-submit')).toBeDisabled();
  await page.context().close();
});
