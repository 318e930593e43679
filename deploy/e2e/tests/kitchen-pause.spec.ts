import { expect, test } from '@playwright/test';
import {
  accessToken,
  DEMO_OWNER,
  demoBusinessWithItem,
  PASSWORD,
  screenshots,
  skipOnboarding,
  storeSession,
  uniqueEmail,
} from './helpers';

// Issue 25 item 7: the owner pauses orders from the panel and marks an item "Agotado hoy" in the
// menu manager; a customer's Menú tab says "No recibe pedidos por ahora" with no "Agregar", then
// "Agotado hoy" on that item once orders are back.
test('a paused business offers no Agregar; a sold-out item says Agotado hoy; both come back', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const { businessId, itemId } = await demoBusinessWithItem(request, ownerToken, {
    category: 'Cocina',
    name: 'Torta de la pausa',
    price: '65.00',
  });
  const email = uniqueEmail('pausa');
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);

  const ownerContext = await browser.newContext({ baseURL, locale: 'es-MX' });
  const owner = await ownerContext.newPage();
  const auth = { authorization: `Bearer ${ownerToken}` };
  try {
    // The owner pauses new orders for 30 minutes from the orders panel.
    await skipOnboarding(owner);
    await storeSession(owner, DEMO_OWNER);
    await owner.goto(`/orders?businessId=${businessId}`);
    const pause = owner.getByTestId('orders-pause');
    await pause.getByTestId('orders-pause-30').click();
    await expect(pause).toHaveAttribute('data-paused', 'true');
    await expect(pause.getByRole('status')).toContainText('Pedidos en pausa hasta');
    await screenshots(owner, 'orders-panel-paused', 1280, false);

    // The customer's Menú tab: the notice, and no "Agregar" anywhere.
    await skipOnboarding(page);
    await storeSession(page, { email, password: PASSWORD });
    await page.goto(`/businesses/${businessId}`);
    // The page's badge says so too, instead of "Abierto ahora" (its hours say open).
    await expect(page.getByTestId('open-now')).toHaveText('No recibe pedidos por ahora');
    await page.getByRole('tab', { name: 'Menú' }).click();
    await expect(page.getByTestId('menu-not-ordering')).toContainText('No recibe pedidos por ahora');
    await expect(page.getByRole('button', { name: /al carrito$/ })).toHaveCount(0);
    await screenshots(page, 'menu-paused');

    // Reopened, and the new item marked "Agotado hoy" in the menu manager.
    await pause.getByTestId('orders-pause-reopen').click();
    await expect(pause).toHaveAttribute('data-paused', 'false');
    await owner.goto(`/menu-manager?businessId=${businessId}`);
    const card = owner.getByTestId('menu-item').filter({ hasText: 'Torta de la pausa' });
    await card.getByTestId('menu-item-sold-out-toggle').click();
    await expect(card.getByTestId('menu-item-sold-out')).toContainText('Agotado hasta');

    await page.reload();
    await page.getByRole('tab', { name: 'Menú' }).click();
    await expect(page.getByTestId('menu-not-ordering')).toHaveCount(0);
    const item = page.locator('.mf-menu__item').filter({ hasText: 'Torta de la pausa' });
    await expect(item.getByTestId('menu-sold-out')).toHaveText('Agotado hoy');
    await expect(item.getByRole('button', { name: /al carrito$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /al carrito$/ }).first()).toBeVisible();
    await screenshots(page, 'menu-sold-out');

    // The server refuses it too, whatever a page sends.
    const customerToken = await accessToken(request, email);
    const quote = await request.post('/api/ordering/orders/quote', {
      headers: { authorization: `Bearer ${customerToken}` },
      data: { business_id: businessId, items: [{ menu_item_id: itemId, quantity: 1 }] },
    });
    expect(quote.status()).toBe(409);
    expect((await quote.json()).code).toBe('item_sold_out');

    // "Ya hay": back at once.
    await card.getByTestId('menu-item-sold-out-toggle').click();
    await expect(card.getByTestId('menu-item-sold-out')).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: 'Menú' }).click();
    await expect(page.getByRole('button', { name: 'Agregar Torta de la pausa al carrito' })).toBeVisible();
  } finally {
    // The demo business takes orders again for the tests after this one, whatever happened here.
    const reopened = await request.delete(`/api/ordering/businesses/${businessId}/orders-pause`, {
      headers: auth,
    });
    expect(reopened.status(), await reopened.text()).toBe(200);
    await ownerContext.close();
  }
});
