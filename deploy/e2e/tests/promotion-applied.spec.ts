import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_DATABASE_URL } from '../playwright.config';
import {
  accessToken,
  CUSTOMER_ADDRESS,
  DEMO_OWNER,
  demoBusinessWithItem,
  expectToast,
  PASSWORD,
  screenshots,
  skipOnboarding,
  storeSession,
  uniqueEmail,
} from './helpers';

async function signedInPage(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 }, locale: 'es-MX' });
  const page = await context.newPage();
  await skipOnboarding(page);
  await storeSession(page, account);
  return page;
}

// Issue 25 item 3: the demo owner gives a promotion an automatic "2x1" on an item, every day, all
// day, from the menu manager's "Descuentos automáticos"; a customer who orders two of that item
// sees the discount in the checkout and on the order in My orders.
test('an owner sets a 2x1 in the menu manager and a customer gets it at checkout and in My orders', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = randomUUID().slice(0, 4);
  const itemName = `Torta del 2x1 ${suffix}`;
  const title = `2x1 en tortas ${suffix}`;
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const owner = { authorization: `Bearer ${ownerToken}` };
  const { businessId } = await demoBusinessWithItem(request, ownerToken, {
    category: 'Promociones',
    name: itemName,
    price: '80.00',
  });
  // The promotion as Crear publishes it (publish-four-types.spec drives that dialog).
  const published = await request.post(`/api/discovery/businesses/${businessId}/promotions`, {
    headers: owner,
    data: { title, message: 'La segunda torta va por nuestra cuenta.' },
  });
  expect(published.status(), await published.text()).toBe(201);
  const promotionId = ((await published.json()) as { promotion: { id: string } }).promotion.id;

  try {
    // The owner: "Agregar descuento" on the promotion, 2x1 on the item, every day, all day.
    const ownerPage = await signedInPage(browser, DEMO_OWNER);
    await ownerPage.goto(`/menu-manager?businessId=${businessId}`);
    const row = ownerPage.getByTestId('promotion-rule').filter({ hasText: title });
    await expect(row.getByTestId('promotion-rule-summary')).toHaveText('Sin descuento automático');
    await row.getByRole('button', { name: `Agregar un descuento a ${title}` }).click();
    const form = ownerPage.getByRole('dialog', { name: 'Descuento automático' });
    await expect(form.getByRole('radio', { name: '2x1 en un producto' })).toBeChecked();
    await form.getByLabel('Producto del 2x1').selectOption({ label: itemName });
    await expect(form.getByRole('checkbox', { name: 'martes' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Todo el día' })).toBeChecked();
    await screenshots(ownerPage, 'promotion-rule-dialog', 390, false);
    await form.getByRole('button', { name: 'Guardar descuento' }).click();
    await expect(form).toBeHidden();
    await expectToast(ownerPage, 'Descuento guardado');
    await expect(row.getByTestId('promotion-rule-summary')).toHaveText(
      `2x1 en ${itemName} · todos los días · todo el día`,
    );
    await screenshots(ownerPage, 'promotion-rules-section');

    // The customer orders two: the second is free, in the checkout and in My orders.
    const customer = { email: uniqueEmail('dosxuno'), password: PASSWORD };
    const signup = await request.post('/auth/v1/signup', { data: customer });
    expect(signup.status(), await signup.text()).toBe(200);
    const page = await signedInPage(browser, customer);
    await page.goto(`/businesses/${businessId}`);
    await page.getByRole('tab', { name: 'Menú' }).click();
    await page.getByRole('button', { name: `Agregar ${itemName} al carrito` }).click();
    const add = page.getByTestId('add-item-dialog');
    await add.getByRole('button', { name: 'Agregar uno' }).click();
    await expect(add.getByTestId('add-item-quantity')).toHaveValue('2');
    await page.getByTestId('add-item-submit').click();
    await expectToast(page, 'Agregado al carrito');
    await page.getByTestId('cart-bar').getByRole('button').click();
    const checkout = page.getByTestId('checkout-dialog');
    for (const [field, value] of Object.entries(CUSTOMER_ADDRESS))
      await checkout.getByTestId(`address-${field}`).fill(value);
    await checkout.getByTestId('checkout-phone').fill('33 1234 5678');
    await expect(checkout.getByTestId('checkout-subtotal')).toContainText('$160.00');
    const discount = checkout.getByTestId('checkout-discount');
    await expect(discount).toContainText(`${title} aplicado`);
    await expect(discount).toContainText('−$80.00');
    await discount.scrollIntoViewIfNeeded();
    await screenshots(page, 'checkout-promotion', 390, false);
    await page.getByTestId('checkout-confirm').click();
    await expectToast(page, '¡Pedido realizado!');

    await page.goto('/my-orders');
    const card = page.getByTestId('my-order').filter({ hasText: itemName });
    await expect(card.getByTestId('my-order-discount')).toHaveText('−$80.00');
    await screenshots(page, 'my-order-promotion');
  } finally {
    // Nothing of it stays for the other journeys: the rule through its route, the promotion (no
    // route deletes an owner's promotion) from the run's database.
    const removed = await request.delete(
      `/api/ordering/businesses/${businessId}/promotions/${promotionId}/rule`,
      { headers: owner },
    );
    expect(removed.status()).toBe(204);
    execFileSync('psql', [
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      E2E_DATABASE_URL,
      '-c',
      `delete from business_global_messages where id = '${promotionId}'`,
    ]);
  }
});
