import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  accessToken,
  DEMO_OWNER,
  demoBusinessWithItem,
  expectToast,
  guadalajaraId,
  openSignedIn,
  PASSWORD,
  placeOrder,
  screenshots,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

const PARTNER = { email: 'partner.gdl@demo.cerca.mx', password: 'cerca-demo-1234' };
/** A 1×1 PNG: the photo a customer attaches. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A cash order of one item placed by the customer, taken by the owner all the way to delivered. */
async function deliveredOrder(
  request: APIRequestContext,
  tokens: { customer: string; owner: string },
  businessId: string,
  itemId: string,
) {
  const { id: orderId } = await placeOrder(request, tokens.customer, { businessId, itemId });
  for (const status of ['preparing', 'looking_for_driver', 'on_the_way', 'delivered']) {
    const moved = await request.post(`/api/ordering/orders/${orderId}/status`, {
      headers: { authorization: `Bearer ${tokens.owner}` },
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return orderId;
}

// Issue 25 item 4, "Ayuda con mi pedido": a customer reports a delivered order with a note and a
// photo; the owner sees it in the orders panel and resolves it; the customer sees "Resuelto"; the
// city's partner sees it on the city dashboard.
test('a customer reports a delivered order; the owner resolves it, the customer sees it resolved and the partner sees it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const { businessId, itemId } = await demoBusinessWithItem(request, ownerToken, {
    category: 'Reportes',
    name: 'Torta de reporte',
    price: '75.00',
  });
  const email = uniqueEmail('reporta');
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);
  const token = await accessToken(request, email);
  const orderId = await deliveredOrder(request, { customer: token, owner: ownerToken }, businessId, itemId);
  const note = `Faltó el agua ${randomUUID().slice(0, 6)}`;

  await skipOnboarding(page);
  await openSignedIn(page, '/my-orders', { email, password: PASSWORD });
  const card = page.locator(`[data-testid="my-order"][data-order-id="${orderId}"]`);
  await expect(card.getByTestId('my-order-status')).toHaveText('Entregado');
  await card.getByTestId('my-order-help').click();
  const dialog = page.getByTestId('order-help-dialog');
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  // Nothing is sent without saying what happened.
  await dialog.getByTestId('order-help-submit').click();
  await expect(dialog.getByRole('alert')).toHaveText('Elige qué pasó con tu pedido.');
  await dialog.getByLabel('Faltó un producto').check();
  await dialog.getByTestId('order-help-note').fill(note);
  await dialog
    .getByTestId('order-help-photo')
    .setInputFiles({ name: 'pedido.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(dialog.getByRole('img', { name: 'Foto que vas a enviar' })).toBeVisible();
  await screenshots(page, 'order-help-dialog', 390, false);
  await dialog.getByTestId('order-help-submit').click();
  await expectToast(page, 'Reporte enviado. El negocio lo revisará.');
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('my-order-help-reports')).toHaveText('Faltó un producto · Reporte enviado');
  await screenshots(page, 'my-orders-help-sent', 390);

  // The owner, in another browser, finds it in the orders panel with its note and photo.
  const ownerContext = await browser.newContext({ baseURL, locale: 'es-MX' });
  const owner = await ownerContext.newPage();
  await skipOnboarding(owner);
  await openSignedIn(owner, `/orders?businessId=${businessId}`, DEMO_OWNER);
  const row = owner.getByTestId('help-report').filter({ hasText: note });
  await expect(row).toContainText('Faltó un producto');
  await expect(row).toContainText(`Pedido #${orderId.slice(0, 8).toUpperCase()}`);
  await expect(row).toContainText('Abierto');
  // The photo is private: it opens through the signed URL the list handed out.
  const photo = row.getByRole('img', { name: /Foto del reporte/ });
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await screenshots(owner, 'orders-panel-help-reports', 1280);
  await row.getByTestId('help-report-resolve').click();
  await expectToast(owner, 'Reporte marcado como resuelto');
  await expect(row).toHaveAttribute('data-status', 'resolved');
  await expect(row.getByTestId('help-report-resolve')).toHaveCount(0);
  await ownerContext.close();

  // The customer sees it resolved, and cannot report the same problem again.
  await page.reload();
  await expect(card.getByTestId('my-order-help-reports')).toHaveText('Faltó un producto · Resuelto');
  await card.getByTestId('my-order-help').click();
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByLabel('Faltó un producto')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Volver' }).click();
  await expect(dialog).toBeHidden();

  // The partner of the business's city sees it on the city dashboard.
  const cityId = await guadalajaraId(request);
  const partnerContext = await browser.newContext({ baseURL, locale: 'es-MX' });
  const partner = await partnerContext.newPage();
  await skipOnboarding(partner);
  await openSignedIn(partner, `/dashboard/city/${cityId}`, PARTNER);
  const reports = partner.getByTestId('city-order-reports');
  await expect(reports.getByRole('heading', { name: 'Reportes de pedidos' })).toBeVisible();
  const seen = reports.getByTestId('help-report').filter({ hasText: note });
  await expect(seen).toContainText('Tortas Ahogadas El Güero');
  await expect(seen).toHaveAttribute('data-status', 'resolved');
  await expect(seen.getByTestId('help-report-resolve')).toHaveCount(0);
  await screenshots(partner, 'city-dashboard-help-reports', 390);
  await partnerContext.close();
});
