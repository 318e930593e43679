import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { SPLIT_PORT } from '../playwright.split.config';
import {
  accessToken,
  chooseGuadalajara,
  DEMO_OWNER,
  demoBusinessWithItem,
  expectSameWindow,
  expectToast,
  markWindow,
  signIn,
  signUp,
  skipOnboarding,
  uniqueEmail,
} from '../tests/helpers';

// Issue 14, split mode: the app started by `npm run start:split`, each service in its own process
// behind the gateway's proxy. One order goes from the menu to delivered across five services
// (auth, discovery, ordering, driver, realtime through the proxied websocket); then discovery is
// stopped and started again under the running app with `npm run split`.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The seed's driver of Guadalajara, available (shared/seed/src/demo/drivers.ts). */
const DEMO_DRIVER = { email: 'luis.reparto@demo.cerca.mx', password: 'cerca-demo-1234' };
const UNAVAILABLE = {
  statusCode: 503,
  code: 'service_unavailable',
  error: 'Service Unavailable',
  message: 'Este servicio no está disponible por ahora. Intenta de nuevo en unos momentos.',
};

/** `npm run split -- <action> <service>`, against this run's supervisor. */
async function split(action: 'stop' | 'start', service: string): Promise<void> {
  await promisify(execFile)('node', ['deploy/local/split-control.mjs', action, service], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(SPLIT_PORT) },
  });
}

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  await skipOnboarding(page);
  await signIn(page, email, password);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  return page;
}

test('an order goes from the menu to delivered with every service in its own process', async ({
  page,
  browser,
  request,
}) => {
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const owner = { authorization: `Bearer ${ownerToken}` };
  const itemName = `Torta dividida ${randomUUID().slice(0, 6)}`;
  const { businessId } = await demoBusinessWithItem(request, ownerToken, {
    category: 'Por separado',
    name: itemName,
    price: '90.00',
  });

  // The customer signs up, browses Guadalajara and orders from the Menú tab.
  await skipOnboarding(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await signUp(page, uniqueEmail('cliente-split'));
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await chooseGuadalajara(page);
  await expect(page.locator('[data-remote="mf_discovery"]')).toBeVisible();
  await expect(page.getByTestId('city-error')).toHaveCount(0);
  await page.goto(`/businesses/${businessId}`);
  await page.getByRole('tab', { name: 'Menú' }).click();
  await page.getByRole('button', { name: `Agregar ${itemName} al carrito` }).click();
  await page.getByTestId('add-item-submit').click();
  await expectToast(page, 'Agregado al carrito');
  // On a phone the toast covers the cart bar; the cart survives a reload, the toast does not.
  await page.reload();
  await page.getByRole('tab', { name: 'Menú' }).click();
  await page.getByTestId('cart-bar').getByRole('button').click();
  const checkout = page.getByTestId('checkout-dialog');
  await expect(checkout.getByTestId('checkout-total')).toContainText('90.00');
  await checkout.getByTestId('address-street').fill('Calle Morelos');
  await checkout.getByTestId('address-number').fill('45');
  await checkout.getByTestId('address-neighborhood').fill('Americana');
  await checkout.getByTestId('address-postal_code').fill('44160');
  await checkout.getByTestId('checkout-phone').fill('33 1234 5678');
  await page.getByTestId('checkout-confirm').click();
  await expectToast(page, '¡Pedido realizado!');
  await page.getByTestId('order-done-link').click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const card = page.getByTestId('my-order').first();
  await expect(card.getByTestId('my-order-status')).toHaveText('Pendiente');
  const orderId = await card.getAttribute('data-order-id');
  await markWindow(page);

  // The owner sends it to the drivers; the seed's driver of Guadalajara takes it and delivers it.
  for (const status of ['preparing', 'looking_for_driver']) {
    const moved = await request.post(`/api/ordering/orders/${orderId}/status`, {
      headers: owner,
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await expect(card.getByTestId('my-order-status')).toHaveText('Buscando Repartidor');
  const driver = await signedInPage(browser, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await driver.goto('/driver-dashboard');
  await driver
    .locator(`[data-testid="available-order"][data-order-id="${orderId}"]`)
    .getByTestId('accept-order')
    .click();
  await expectToast(driver, 'Pedido aceptado');
  const delivery = driver.locator(`[data-testid="my-delivery"][data-order-id="${orderId}"]`);
  await delivery.getByTestId('delivery-step-picked_up').click();
  await expect(delivery.getByTestId('delivery-status')).toHaveText('Recogido');
  await delivery.getByTestId('delivery-step-delivered').click();
  await expect(delivery.getByTestId('delivery-status')).toHaveText('Entregado');

  // The customer's page followed it live (socket.io through the proxy), without a reload.
  await expect(card.getByTestId('my-order-status')).toHaveText('Entregado');
  await expectSameWindow(page);
  await driver.context().close();
});

test('a stopped service: its API answers 503, its pages show Reintentar, the rest works, and it comes back without a reload', async ({
  page,
  request,
}) => {
  // Stopping and starting a process (its readiness included) takes seconds on a busy machine.
  test.setTimeout(120_000);
  await skipOnboarding(page);
  await signUp(page, uniqueEmail('cliente-caida'));
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await chooseGuadalajara(page);
  await expect(page.locator('[data-remote="mf_discovery"]')).toBeVisible();

  const failed = page.locator('[data-remote="mf_discovery"]').getByRole('alert');
  await expect(failed).toHaveCount(0);

  await split('stop', 'discovery');
  try {
    const down = await request.get('/api/discovery/countries');
    expect(down.status()).toBe(503);
    expect(await down.json()).toEqual(UNAVAILABLE);

    // The city's home page: its sections that need discovery show their error state, with Reintentar.
    await page.goto('/');
    await expect(failed.first()).toBeVisible();
    await expect(failed.first().getByRole('button', { name: 'Reintentar' })).toBeVisible();

    // Ordering is another process: /my-orders works.
    await page.goto('/my-orders');
    await expect(page.getByTestId('my-orders')).toBeVisible();
    await expect(page.locator('[data-remote="mf_ordering"]').getByRole('alert')).toHaveCount(0);

    // Back home inside the app, still down.
    await page.getByRole('link', { name: 'Inicio' }).click();
    await expect(failed.first().getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await markWindow(page);
  } finally {
    await split('start', 'discovery');
  }

  expect((await request.get('/api/discovery/countries')).status()).toBe(200);
  // Each section asks again when told to: Reintentar, section by section, without a reload.
  await expect(async () => {
    if ((await failed.count()) > 0) await failed.first().getByRole('button', { name: 'Reintentar' }).click();
    expect(await failed.count()).toBe(0);
  }).toPass({ timeout: 20_000 });
  await expectSameWindow(page);
});
