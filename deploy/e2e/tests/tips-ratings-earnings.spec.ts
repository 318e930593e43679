import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DRIVER_REMOTE_PORT } from '../playwright.config';
import {
  accessToken,
  CUSTOMER_ADDRESS,
  DEMO_BUSINESS,
  DEMO_DRIVER,
  DEMO_OWNER,
  demoBusinessWithItem,
  expectToast,
  guadalajaraId,
  keepScreenshot,
  PASSWORD,
  placeOrder,
  screenshots,
  skipOnboarding,
  storeSession,
  uniqueEmail,
} from './helpers';
import { serveRemote, stop } from './remote-server';

// Issue 25: a customer orders with a $15 tip, the demo driver delivers it, the customer rates the
// food 5 and the delivery 4; the driver's "Tus ganancias" shows the delivery, its tip and the
// rating, and the city's partner sees the same for the driver.

const here = path.dirname(fileURLToPath(import.meta.url));
const DEMO_PARTNER = { email: 'partner.gdl@demo.cerca.mx', password: 'cerca-demo-1234' };

// In e2e runs mf-driver lives on its own origin (see playwright.config.ts); serve it here.
let driverRemote: Server;
test.beforeAll(async () => {
  driverRemote = await serveRemote(path.resolve(here, '../../../mf-driver/dist'), DRIVER_REMOTE_PORT);
});
test.afterAll(async () => {
  await stop(driverRemote);
});

async function phonePage(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  await skipOnboarding(page);
  await storeSession(page, account);
  return page;
}

test('a $15 tip reaches the driver, the customer rates 5 and 4, the driver and the partner see it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const owner = { authorization: `Bearer ${ownerToken}` };
  const itemName = `Torta con propina ${randomUUID().slice(0, 4)}`;
  const { businessId, itemId } = await demoBusinessWithItem(request, ownerToken, {
    category: 'Propinas',
    name: itemName,
    price: '100.00',
  });

  // The customer checks out with "Propina para tu repartidor: $15".
  const customer = { email: uniqueEmail('propina'), password: PASSWORD };
  const signup = await request.post('/auth/v1/signup', { data: customer });
  expect(signup.status(), await signup.text()).toBe(200);
  const customerToken = await accessToken(request, customer.email);
  const page = await phonePage(browser, customer);
  await page.goto(`/businesses/${businessId}`);
  await page.getByRole('tab', { name: 'Menú' }).click();
  await page.getByRole('button', { name: `Agregar ${itemName} al carrito` }).click();
  await page.getByTestId('add-item-submit').click();
  await expectToast(page, 'Agregado al carrito');
  await page.getByTestId('cart-bar').getByRole('button').click();
  const checkout = page.getByTestId('checkout-dialog');
  await expect(checkout.getByTestId('checkout-tip-amount')).toHaveText('$0.00');
  for (const [field, value] of Object.entries(CUSTOMER_ADDRESS))
    await checkout.getByTestId(`address-${field}`).fill(value);
  await checkout.getByTestId('checkout-phone').fill('33 1234 5678');
  await checkout.getByRole('radio', { name: '$15' }).check();
  await expect(checkout.getByTestId('checkout-tip-amount')).toHaveText('$15.00');
  const quoted = await checkout.getByTestId('checkout-total').textContent();
  await screenshots(page, 'checkout-tip');
  await page.getByTestId('checkout-confirm').click();
  await expectToast(page, '¡Pedido realizado!');

  const mine = await request.get('/api/ordering/me/orders', {
    headers: { authorization: `Bearer ${customerToken}` },
  });
  const order = (
    (await mine.json()) as { items: Array<{ id: string; tip_amount: string; total_amount: string }> }
  ).items[0]!;
  expect(order.tip_amount).toBe('15.00');
  expect(quoted).toContain(order.total_amount);

  // The kitchen sends it out; the demo driver takes it and sees the tip on the delivery card.
  for (const status of ['preparing', 'looking_for_driver']) {
    const moved = await request.post(`/api/ordering/orders/${order.id}/status`, {
      headers: owner,
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const driverAuth = {
    authorization: `Bearer ${await accessToken(request, DEMO_DRIVER.email, DEMO_DRIVER.password)}`,
  };
  const available = await request.put('/api/driver/me/availability', {
    headers: driverAuth,
    data: { is_available: true },
  });
  expect(available.status(), await available.text()).toBe(200);
  const accepted = await request.post(`/api/driver/orders/${order.id}/accept`, { headers: driverAuth });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const deliveryId = ((await accepted.json()) as { order: { driver_order: { id: string } } }).order
    .driver_order.id;

  const driverPage = await phonePage(browser, DEMO_DRIVER);
  await driverPage.goto('/driver-dashboard');
  await expect(driverPage.getByTestId('delivery-tip').first()).toHaveText('Incluye tu propina: $15.00');
  for (const status of ['picked_up', 'delivered']) {
    const stepped = await request.post(`/api/driver/deliveries/${deliveryId}/status`, {
      headers: driverAuth,
      data: { status },
    });
    expect(stepped.status(), await stepped.text()).toBe(200);
  }

  // The customer rates it from My orders: food 5, delivery 4.
  await page.goto('/my-orders');
  const card = page.locator(`[data-testid="my-order"][data-order-id="${order.id}"]`);
  await expect(card.getByTestId('my-order-status')).toHaveText('Entregado');
  await expect(card.getByTestId('my-order-tip')).toContainText('$15.00');
  await card.getByTestId('my-order-rate').click();
  const dialog = page.getByTestId('order-rating-dialog');
  await dialog.getByTestId('rating-food').getByRole('radio', { name: '5 de 5 estrellas' }).check();
  await dialog.getByTestId('rating-delivery').getByRole('radio', { name: '4 de 5 estrellas' }).check();
  await dialog.getByTestId('rating-comment').fill('Llegó calientita, gracias');
  await screenshots(page, 'order-rating', 390, false);
  await dialog.getByTestId('order-rating-submit').click();
  await expectToast(page, '¡Gracias por calificar tu pedido!');
  await expect(card.getByTestId('my-order-rating')).toHaveText('Tu calificación: comida 5 ★ · entrega 4 ★');
  await expect(card.getByTestId('my-order-rate')).toHaveCount(0);

  // A tip after delivery, charged to the saved card: the customer saved one by paying another
  // order with the local provider's test card (then cancelled it: refunded).
  const asCustomer = { authorization: `Bearer ${customerToken}` };
  const { id: cardOrder } = await placeOrder(request, customerToken, { businessId, itemId, payment: 'card' });
  const paid = await request.post(`/api/ordering/me/orders/${cardOrder}/payment/card`, {
    headers: asCustomer,
    data: { card_number: '4242 4242 4242 4242' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const given = await request.post(`/api/ordering/me/orders/${cardOrder}/cancel`, {
    headers: asCustomer,
    data: { reason: 'changed_mind' },
  });
  expect(given.status(), await given.text()).toBe(200);
  await page.reload();
  await card.getByTestId('my-order-late-tip-action').click();
  const tipDialog = page.getByTestId('late-tip-dialog');
  await tipDialog.getByTestId('tip-amount-20').check();
  await screenshots(page, 'late-tip', 390, false);
  await tipDialog.getByTestId('late-tip-submit').click();
  await expectToast(page, '¡Gracias! Tu repartidor recibirá tu propina.');
  await expect(card.getByTestId('my-order-late-tip')).toHaveText('Propina después de la entrega: $20.00');
  await expect(card.getByTestId('my-order-late-tip-action')).toHaveCount(0);

  // The driver's "Tus ganancias": today's delivery with its tip, and the delivery rating.
  await driverPage.reload();
  await driverPage.getByTestId('driver-earnings-open').click();
  const today = driverPage.getByTestId('driver-earnings-today-list');
  await expect(today).toContainText(DEMO_BUSINESS);
  // The checkout's $15 and the $20 given after delivery.
  await expect(today).toContainText(`Total $${order.total_amount} · propina $35.00`);
  await expect(driverPage.getByTestId('driver-earnings-rating')).toContainText('★');
  await expect(driverPage.getByTestId('driver-earnings-today-deliveries')).not.toHaveText('0');
  await driverPage.getByTestId('driver-earnings-section').scrollIntoViewIfNeeded();
  await screenshots(driverPage, 'driver-earnings');

  // "Permitir que los clientes me llamen": on, saved beside the switch, and back off as it was.
  await driverPage.getByTestId('driver-calls-open').click();
  const calls = driverPage.getByRole('switch', { name: 'Permitir que los clientes me llamen' });
  const before = await calls.getAttribute('aria-checked');
  await calls.click();
  await expect(driverPage.getByTestId('driver-calls-status')).toHaveText('Guardado.');
  await expect(calls).not.toHaveAttribute('aria-checked', before ?? 'false');
  await keepScreenshot(driverPage.getByTestId('driver-calls-section'), 'driver-calls-390.png');
  await calls.click();
  await expect(calls).toHaveAttribute('aria-checked', before ?? 'false');

  // The city's partner sees the driver's earnings and rating on the drivers page.
  const partnerPage = await phonePage(browser, DEMO_PARTNER);
  await partnerPage.goto(`/dashboard/city/${await guadalajaraId(request)}/drivers`);
  const earnings = partnerPage.getByTestId('city-driver-earnings');
  await expect(earnings.getByTestId('city-driver-earnings-row').first()).toBeVisible();
  await expect(earnings).toContainText('★');
  await screenshots(partnerPage, 'city-driver-earnings');
});
