import { expect, test } from '@playwright/test';
import {
  accessToken,
  DEMO_OWNER,
  demoBusinessWithItem,
  expectToast,
  openSignedIn,
  PASSWORD,
  placeOrder,
  screenshots,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

// Issue 25 item 4: the customer cancels a pending order with a reason; the owner rejects another
// from the panel with a reason, and the customer's open My orders shows it live, reason and all.
test('a customer cancels a pending order; the owner rejects another, and the customer sees why at once', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const { businessId, itemId } = await demoBusinessWithItem(request, ownerToken, {
    category: 'Cancelaciones',
    name: 'Torta de la casa',
    price: '70.00',
  });
  const email = uniqueEmail('cancela');
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);
  const token = await accessToken(request, email);
  const { id: cancelled } = await placeOrder(request, token, { businessId, itemId });
  const { id: rejected } = await placeOrder(request, token, { businessId, itemId });

  await skipOnboarding(page);
  await openSignedIn(page, '/my-orders', { email, password: PASSWORD });
  const mine = (id: string) => page.locator(`[data-testid="my-order"][data-order-id="${id}"]`);
  await mine(cancelled).getByTestId('my-order-cancel').click();
  const dialog = page.getByTestId('my-order-cancel-dialog');
  await expect(dialog).toContainText('¿Por qué cancelas tu pedido?');
  // Nothing is sent without a reason, and "Otro" must say what.
  await dialog.getByTestId('cancel-order-confirm').click();
  await expect(dialog.getByRole('alert')).toHaveText('Elige un motivo.');
  await dialog.getByLabel('Otro').check();
  await dialog.getByTestId('cancel-order-confirm').click();
  await expect(dialog.getByRole('alert')).toHaveText('Escribe el motivo.');
  await dialog.getByLabel('Ya no lo quiero').check();
  await screenshots(page, 'order-cancel-dialog', 390, false);
  await dialog.getByTestId('cancel-order-confirm').click();
  await expectToast(page, 'Cancelaste tu pedido');
  await expect(dialog).toBeHidden();
  await expect(mine(cancelled).getByTestId('my-order-status')).toHaveText('Cancelado');
  await expect(mine(cancelled).getByTestId('my-order-cancellation')).toHaveText(
    'Cancelado por el cliente: Ya no lo quiero',
  );
  await expect(mine(cancelled).getByTestId('my-order-cancel')).toHaveCount(0);

  // The owner, in another browser, rejects the second order from the panel.
  const ownerContext = await browser.newContext({ baseURL, locale: 'es-MX' });
  const owner = await ownerContext.newPage();
  await skipOnboarding(owner);
  await openSignedIn(owner, `/orders?businessId=${businessId}`, DEMO_OWNER);
  const card = owner.locator(`[data-testid="order-card"][data-order-id="${rejected}"]`);
  await card
    .getByRole('button', { name: new RegExp(`Pedido #${rejected.slice(0, 8).toUpperCase()}`) })
    .click();
  await card.getByTestId('order-cancel').click();
  const reject = owner.getByTestId('order-cancel-dialog');
  await expect(reject).toContainText(`¿Por qué rechazas el pedido #${rejected.slice(0, 8).toUpperCase()}?`);
  await reject.getByLabel('Se nos acabó').check();
  await screenshots(owner, 'order-reject-dialog', 1280, false);
  await reject.getByTestId('cancel-order-confirm').click();
  await expectToast(owner, 'Pedido rechazado');
  await expect(card).toHaveAttribute('data-status', 'cancelled');
  await expect(card.getByTestId('order-cancellation')).toHaveText('Cancelado por el negocio: Se nos acabó');
  await expect(card.getByTestId('order-cancel')).toHaveCount(0);
  await ownerContext.close();

  // The customer's page, still open, shows the rejection and its reason without a reload.
  await expect(mine(rejected).getByTestId('my-order-status')).toHaveText('Cancelado');
  await expect(mine(rejected).getByTestId('my-order-cancellation')).toHaveText(
    'Cancelado por el negocio: Se nos acabó',
  );
  await screenshots(page, 'my-orders-cancelled', 390);
});
