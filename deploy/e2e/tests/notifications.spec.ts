import { expect, type Locator, test } from '@playwright/test';
import {
  accessToken,
  DEMO_BUSINESS,
  DEMO_OWNER,
  demoBusinessWithItem,
  expectSameWindow,
  markWindow,
  PASSWORD,
  placeOrder,
  screenshots,
  signIn,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

const BUSINESS = DEMO_BUSINESS;

/** The unread count the bell announces ("Notificaciones, 3 sin leer"; 0 without a count). */
async function unreadOf(bell: Locator): Promise<number> {
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) sin leer/.exec(label)?.[1] ?? 0);
}

// Issue 11 item 4: a new order rings the owner's bell live; opening the list reads it; the
// customer's bell rings when the owner advances the order. Nothing reloads.
test('the bell tells the owner about a new order and the customer about its status, live', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const { businessId, itemId } = await demoBusinessWithItem(request, ownerToken, {
    category: 'Campanita',
    name: 'Torta de la campanita',
    price: '90',
  });

  // A visitor has no bell.
  await skipOnboarding(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toHaveCount(0);

  // The owner is signed in with the bell in sight.
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  const ownerBell = page.getByTestId('notification-bell');
  await expect(ownerBell).toBeVisible();
  // Any page carries the bell; /events has no home confetti over the screenshots.
  await page.goto('/events');
  // The count is known once the list has loaded; before that the label carries no count.
  await expect(ownerBell).toHaveAttribute('aria-busy', 'false');
  // Whatever the demo and earlier specs left unread is read first, so the count starts at zero:
  // more than a page may be unread (opening marks only the page it shows), so 'Marcar todas',
  // which must be reachable above the bottom tabs at the end of a long list.
  if ((await unreadOf(ownerBell)) > 0) {
    await ownerBell.click();
    const markAll = page.getByRole('menuitem', { name: 'Marcar todas como leídas' });
    await expect(async () => {
      if (await markAll.isVisible()) await markAll.click({ timeout: 2_000 });
      await expect(ownerBell).toHaveAttribute('aria-label', 'Notificaciones', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    if (await page.getByTestId('notification-list').isVisible()) await page.keyboard.press('Escape');
    await expect(page.getByTestId('notification-list')).toHaveCount(0);
  }
  await markWindow(page);

  // A customer orders (through the API, as the checkout does).
  const customerEmail = uniqueEmail('campanita');
  const signup = await request.post('/auth/v1/signup', {
    data: { email: customerEmail, password: PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const customerToken = await accessToken(request, customerEmail);
  const order = await placeOrder(request, customerToken, { businessId, itemId, quantity: 2 });
  const orderId = order.id;
  const total = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(
    Number(order.total_amount),
  );

  // The owner's bell rises without a reload.
  await expect(ownerBell).toHaveAttribute('aria-label', 'Notificaciones, 1 sin leer');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await expectSameWindow(page);
  await screenshots(page, 'bell-owner-unread');

  // Opening the list (from the keyboard) shows the order, newest first, and reads it.
  await ownerBell.focus();
  await page.keyboard.press('Enter');
  const list = page.getByTestId('notification-list');
  const newest = list.getByTestId('notification-item').first();
  await expect(newest).toContainText('Nuevo pedido');
  await expect(newest).toContainText(`${BUSINESS} recibió un pedido por ${total}`);
  await expect(newest).toContainText(/hace|ahora/);
  await expect(newest).toHaveAttribute('href', `/orders?businessId=${businessId}`);
  await expect(newest).toBeFocused();
  await expect(ownerBell).toHaveAttribute('aria-label', 'Notificaciones');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await screenshots(page, 'bell-owner-open');
  // Following the item leads to the business's orders panel, within the page.
  await newest.click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?businessId=${businessId}$`));
  await expectSameWindow(page);

  // The customer, in a browser of their own: no notifications yet.
  const customerContext = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const customer = await customerContext.newPage();
  await skipOnboarding(customer);
  await signIn(customer, customerEmail);
  const customerBell = customer.getByTestId('notification-bell');
  await expect(customerBell).toBeVisible();
  await customer.goto('/events');
  await expect(customerBell).toHaveAttribute('aria-label', 'Notificaciones');
  await customerBell.click();
  await expect(customer.getByTestId('notification-empty')).toHaveText('No tienes notificaciones');
  await customer.keyboard.press('Escape');
  await expect(customer.getByTestId('notification-list')).toHaveCount(0);
  await expect(customerBell).toBeFocused();
  await markWindow(customer);

  // The owner advances the order; the customer's bell rings live.
  const advanced = await request.post(`/api/ordering/orders/${orderId}/status`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { status: 'preparing' },
  });
  expect(advanced.status(), await advanced.text()).toBe(200);
  await expect(customerBell).toHaveAttribute('aria-label', 'Notificaciones, 1 sin leer');
  await customerBell.click();
  const status = customer.getByTestId('notification-list').getByTestId('notification-item').first();
  await expect(status).toContainText(`Tu pedido de ${BUSINESS}`);
  await expect(status).toContainText('Estado actualizado a: Preparando');
  await expect(status).toHaveAttribute('href', '/my-orders');
  await expect(customerBell).toHaveAttribute('aria-label', 'Notificaciones');
  await expectSameWindow(customer);
  await screenshots(customer, 'bell-customer-open');
  await customerContext.close();
});
