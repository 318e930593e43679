import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  accessToken,
  CUSTOMER_ADDRESS,
  DEMO_OWNER,
  demoBusinessWithItem,
  openSignedIn,
  PASSWORD,
  screenshots,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

// Issue 25 item 1: paying by card (with 3-D Secure) and at OXXO under the local provider, whose
// test checkout sends signed Stripe-shaped events through the payment webhook. The owner sees a
// card order only once it is paid; an expired voucher cancels its order; a paid order that is
// cancelled shows its refund in My orders.

async function orderWith(
  request: APIRequestContext,
  token: string,
  order: { businessId: string; itemId: string; method: 'card' | 'oxxo' },
): Promise<{ id: string; status: string; total_amount: string }> {
  const response = await request.post('/api/ordering/orders', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      idempotency_key: randomUUID(),
      business_id: order.businessId,
      items: [{ menu_item_id: order.itemId, quantity: 1 }],
      address: CUSTOMER_ADDRESS,
      contact_phone: '33 1234 5678',
      payment_method: order.method,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function panelIds(request: APIRequestContext, ownerToken: string, businessId: string) {
  const response = await request.get(`/api/ordering/businesses/${businessId}/orders`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { orders: Array<{ id: string }> }).orders.map((order) => order.id);
}

test('a card order with 3-D Secure reaches the owner once paid and shows its refund when cancelled; an expired OXXO voucher cancels its order', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const itemName = `Torta pagada ${randomUUID().slice(0, 4)}`;
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const { businessId, itemId } = await demoBusinessWithItem(request, ownerToken, {
    category: 'Pagos',
    name: itemName,
    price: '90.00',
  });
  const email = uniqueEmail('paga');
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);
  const token = await accessToken(request, email);

  // "¿Cómo quieres pagar?": Tarjeta at checkout, then on to the payment page.
  await skipOnboarding(page);
  await openSignedIn(page, `/businesses/${businessId}`, { email, password: PASSWORD });
  await page.getByRole('tab', { name: 'Menú' }).click();
  await page.getByRole('button', { name: `Agregar ${itemName} al carrito` }).click();
  await page.getByTestId('add-item-submit').click();
  await page.getByTestId('cart-bar').getByRole('button').click();
  const checkout = page.getByTestId('checkout-dialog');
  await checkout.getByTestId('address-street').fill(CUSTOMER_ADDRESS.street);
  await checkout.getByTestId('address-number').fill(CUSTOMER_ADDRESS.number);
  await checkout.getByTestId('address-neighborhood').fill(CUSTOMER_ADDRESS.neighborhood);
  await checkout.getByTestId('address-postal_code').fill(CUSTOMER_ADDRESS.postal_code);
  await checkout.getByTestId('checkout-phone').fill('33 1234 5678');
  await expect(checkout.getByTestId('checkout-cash')).toBeVisible();
  await checkout.getByRole('radio', { name: 'Tarjeta' }).check();
  await expect(checkout.getByTestId('checkout-payment')).toContainText('Pagas con tu tarjeta');
  await expect(checkout.getByTestId('checkout-cash')).toHaveCount(0);
  await screenshots(page, 'payment-checkout-card', 390, false);
  await page.getByTestId('checkout-confirm').click();
  await expect(page).toHaveURL(/\/my-orders\?pay=/);
  const cardId = new URL(page.url()).searchParams.get('pay') ?? '';
  const waiting = await request.get(`/api/ordering/me/orders/${cardId}/payment`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { status, payment: charge } = (await waiting.json()) as {
    status: string;
    payment: { amount: string };
  };
  expect(status).toBe('awaiting_payment');
  const card = { id: cardId, total_amount: charge.amount };
  expect(await panelIds(request, ownerToken, businessId)).not.toContain(card.id);

  const payment = page.getByTestId('order-payment');
  await expect(payment).toContainText('Pago de tu pedido');
  const mine = (id: string) => page.locator(`[data-testid="my-order"][data-order-id="${id}"]`);
  await expect(mine(card.id).getByTestId('my-order-status')).toHaveText('Esperando pago');
  await screenshots(page, 'payment-card-form');
  await payment.getByTestId('card-number').fill('4000 0027 6000 3184');
  await payment.getByTestId('card-pay').click();
  await expect(payment.getByTestId('order-payment-authenticate')).toContainText('Tu banco pide confirmar');
  await screenshots(page, 'payment-card-authenticate');
  // Asked to authenticate, not paid yet: still not the owner's.
  expect(await panelIds(request, ownerToken, businessId)).not.toContain(card.id);
  await payment.getByRole('button', { name: 'Autenticar', exact: true }).click();
  await expect(payment.getByTestId('order-payment-result')).toContainText('¡Pago confirmado!');
  await expect(mine(card.id).getByTestId('my-order-status')).toHaveText('Pendiente');
  await expect(mine(card.id).getByTestId('my-order-payment')).toContainText(
    'Pagado con tarjeta VISA •••• 3184',
  );
  expect(await panelIds(request, ownerToken, businessId)).toContain(card.id);

  // The owner's panel says it is paid: nothing to collect.
  const ownerContext = await browser.newContext({ baseURL, locale: 'es-MX' });
  const owner = await ownerContext.newPage();
  await skipOnboarding(owner);
  await openSignedIn(owner, `/orders?businessId=${businessId}`, DEMO_OWNER);
  const panelCard = owner.locator(`[data-testid="order-card"][data-order-id="${card.id}"]`);
  await panelCard
    .getByRole('button', { name: new RegExp(`Pedido #${card.id.slice(0, 8).toUpperCase()}`) })
    .click();
  await expect(panelCard.getByTestId('order-paid-with')).toHaveText('Pagado con tarjeta');
  await screenshots(owner, 'payment-owner-panel', 1280);
  await ownerContext.close();

  // The owner cancels it: the money goes back, and My orders says so.
  const cancelled = await request.post(`/api/ordering/orders/${card.id}/cancel`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { reason: 'sold_out' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.goto('/my-orders');
  await expect(mine(card.id).getByTestId('my-order-status')).toHaveText('Cancelado');
  await expect(mine(card.id).getByTestId('my-order-payment')).toContainText(
    `Reembolso de $${card.total_amount} completado`,
  );
  await screenshots(page, 'payment-refunded');

  // OXXO: the voucher with its reference and expiry, then it expires unpaid.
  const oxxo = await orderWith(request, token, { businessId, itemId, method: 'oxxo' });
  await page.goto(`/my-orders?pay=${oxxo.id}`);
  const voucher = page.getByTestId('order-payment-voucher');
  await expect(voucher.getByTestId('oxxo-reference')).toHaveText(/^\d{4} \d{4} \d{4} \d{2}$/);
  await expect(voucher.getByTestId('oxxo-expires')).not.toBeEmpty();
  await expect(mine(oxxo.id).getByTestId('my-order-payment')).toContainText('Paga en OXXO con la referencia');
  await screenshots(page, 'payment-oxxo-voucher');
  await voucher.getByTestId('oxxo-simulate-expired').click();
  await expect(page.getByTestId('order-payment-result')).toContainText('Este pedido está cancelado.');
  await expect(mine(oxxo.id).getByTestId('my-order-status')).toHaveText('Cancelado');
  await expect(mine(oxxo.id).getByTestId('my-order-cancellation')).toHaveText(
    'Cancelado: El pago no se completó a tiempo',
  );
  expect(await panelIds(request, ownerToken, businessId)).not.toContain(oxxo.id);
});
