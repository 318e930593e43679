import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DRIVER_REMOTE_PORT } from '../playwright.config';
import {
  accessToken,
  DEMO_DRIVER,
  DEMO_OWNER,
  demoBusinessWithItem,
  expectSameWindow,
  markWindow,
  openSignedIn,
  PASSWORD,
  placeOrder,
  screenshots,
  skipOnboarding,
  uniqueEmail,
} from './helpers';
import { serveRemote, stop } from './remote-server';

const here = path.dirname(fileURLToPath(import.meta.url));

// In e2e runs mf-driver lives on its own origin (see playwright.config.ts); serve it here.
let driverRemote: Server;
test.beforeAll(async () => {
  driverRemote = await serveRemote(path.resolve(here, '../../../mf-driver/dist'), DRIVER_REMOTE_PORT);
});
test.afterAll(async () => {
  await stop(driverRemote);
});

/** What every arrival window reads like: "Llega entre 1:25 y 1:40 p.m." (the times vary with the clock). */
const ARRIVAL = /^Llega entre \S.* y \S.*$/;

// Issue 25 item 5, arrival time and progress: the demo driver lets customers call him (from his
// dashboard's switch); a customer's My orders shows the order Recibido with its window; each step
// the kitchen and the driver take moves the steps and the window on the open page, without a
// reload; on the way it names Luis and his moto with 'Llamar'; delivered, every step has its time.
test('a customer follows an order live from Recibido to Entregado: the window moves with each step and Luis may be called on the way', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = {
    authorization: `Bearer ${await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password)}`,
  };
  const driver = {
    authorization: `Bearer ${await accessToken(request, DEMO_DRIVER.email, DEMO_DRIVER.password)}`,
  };
  const { businessId, itemId } = await demoBusinessWithItem(request, owner.authorization.slice(7), {
    category: 'Avance',
    name: 'Torta del avance',
    price: '80.00',
  });
  const preparationTime = `/api/ordering/businesses/${businessId}/preparation-time`;
  const callPermission = '/api/driver/me/call-permission';
  const kitchenMinutes = (
    (await (await request.get(preparationTime, { headers: owner })).json()) as {
      minutes: number;
    }
  ).minutes;
  const callsAllowed = (
    (await (await request.get(callPermission, { headers: driver })).json()) as {
      allow_customer_calls: boolean;
    }
  ).allow_customer_calls;

  try {
    // Luis turns calls on from his dashboard (off first, through the route, so the switch moves).
    const off = await request.put(callPermission, { headers: driver, data: { allow_customer_calls: false } });
    expect(off.status(), await off.text()).toBe(200);
    const driverContext = await browser.newContext({
      baseURL,
      locale: 'es-MX',
      viewport: { width: 390, height: 900 },
    });
    const driverPage = await driverContext.newPage();
    await skipOnboarding(driverPage);
    await openSignedIn(driverPage, '/driver-dashboard', DEMO_DRIVER);
    await driverPage.getByTestId('driver-calls-open').click();
    const calls = driverPage.getByRole('switch', { name: /Permitir que los clientes me llamen/ });
    await expect(calls).toHaveAttribute('aria-checked', 'false');
    await calls.click();
    await expect(driverPage.getByTestId('driver-calls-status')).toHaveText('Guardado.');
    await expect(calls).toHaveAttribute('aria-checked', 'true');
    await calls.scrollIntoViewIfNeeded();
    await screenshots(driverPage, 'driver-calls-on', 390);
    await driverContext.close();
    expect(await (await request.get(callPermission, { headers: driver })).json()).toEqual({
      allow_customer_calls: true,
    });

    // A new customer orders (cash: it reaches the kitchen at once) and opens My orders.
    const email = uniqueEmail('avance');
    const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
    expect(signup.status(), await signup.text()).toBe(200);
    const customer = await accessToken(request, email);
    const { id: orderId } = await placeOrder(request, customer, { businessId, itemId });
    await skipOnboarding(page);
    await openSignedIn(page, '/my-orders', { email, password: PASSWORD });
    const card = page.locator(`[data-testid="my-order"][data-order-id="${orderId}"]`);
    const progress = card.getByTestId('order-progress');
    const arrival = progress.getByTestId('order-arrival');
    const step = (status: string) => progress.getByTestId(`order-step-${status}`);
    await expect(card.getByTestId('my-order-status')).toHaveText('Pendiente');
    await expect(step('pending')).toHaveAttribute('aria-current', 'step');
    await expect(step('pending')).toContainText('Recibido');
    await expect(arrival).toHaveText(ARRIVAL);
    const received = (await arrival.textContent()) ?? '';
    await screenshots(page, 'order-progress-received', 390);
    await markWindow(page);

    // The kitchen, slower today (60 minutes), starts preparing it: the window moves later.
    const slower = await request.put(preparationTime, { headers: owner, data: { minutes: 60 } });
    expect(slower.status(), await slower.text()).toBe(200);
    const preparing = await request.post(`/api/ordering/orders/${orderId}/status`, {
      headers: owner,
      data: { status: 'preparing' },
    });
    expect(preparing.status(), await preparing.text()).toBe(200);
    await expect(card.getByTestId('my-order-status')).toHaveText('Preparando');
    await expect(step('preparing')).toHaveAttribute('aria-current', 'step');
    await expect(arrival).not.toHaveText(received);
    await expect(arrival).toHaveText(ARRIVAL);
    const cooking = (await arrival.textContent()) ?? '';
    await screenshots(page, 'order-progress-preparing', 390);

    // Ready: Luis takes it and picks it up. The window is now the trip alone, and he may be called.
    const ready = await request.post(`/api/ordering/orders/${orderId}/status`, {
      headers: owner,
      data: { status: 'looking_for_driver' },
    });
    expect(ready.status(), await ready.text()).toBe(200);
    const available = await request.put('/api/driver/me/availability', {
      headers: driver,
      data: { is_available: true },
    });
    expect(available.status(), await available.text()).toBe(200);
    const accepted = await request.post(`/api/driver/orders/${orderId}/accept`, { headers: driver });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const deliveryId = ((await accepted.json()) as { order: { driver_order: { id: string } } }).order
      .driver_order.id;
    const delivery = (status: string) =>
      request.post(`/api/driver/deliveries/${deliveryId}/status`, { headers: driver, data: { status } });
    const pickedUp = await delivery('picked_up');
    expect(pickedUp.status(), await pickedUp.text()).toBe(200);
    await expect(card.getByTestId('my-order-status')).toHaveText('En Camino');
    await expect(step('on_the_way')).toHaveAttribute('aria-current', 'step');
    await expect(step('on_the_way')).toContainText('En camino con Luis (Moto)');
    await expect(progress.getByRole('link', { name: 'Llamar a Luis' })).toHaveAttribute(
      'href',
      'tel:3319876543',
    );
    await expect(arrival).not.toHaveText(cooking);
    await expect(arrival).toHaveText(ARRIVAL);
    await screenshots(page, 'order-progress-on-the-way', 390);

    // Delivered: every step with its time, no window and no phone any more.
    const delivered = await delivery('delivered');
    expect(delivered.status(), await delivered.text()).toBe(200);
    await expect(card.getByTestId('my-order-status')).toHaveText('Entregado');
    await expect(step('delivered')).toHaveAttribute('aria-current', 'step');
    for (const status of ['pending', 'preparing', 'on_the_way', 'delivered']) {
      await expect(step(status).locator('time')).toHaveText(/^\d{1,2}:\d{2}\s/);
    }
    await expect(arrival).toHaveCount(0);
    await expect(progress.getByRole('link', { name: /Llamar/ })).toHaveCount(0);
    await expectSameWindow(page);
    await screenshots(page, 'order-progress-delivered', 390);
  } finally {
    // The demo business and driver as they were, for the specs after this one.
    await request.put(preparationTime, { headers: owner, data: { minutes: kitchenMinutes } });
    await request.put(callPermission, { headers: driver, data: { allow_customer_calls: callsAllowed } });
  }
});
