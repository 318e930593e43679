import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  ALWAYS_OPEN,
  accessToken,
  DEMO_BASIC_OWNER,
  DEMO_OWNER,
  expectSameWindow,
  markWindow,
  ownedBusinessId,
  PASSWORD,
  signIn,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

const BUSINESS = 'Tortas Ahogadas El Güero';

async function screenshots(page: Page, name: string, back = 390): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: back, height: 900 });
}

/** A new customer with one order from the demo business (so /my-orders offers Contactar Negocio). */
async function customerWithOrder(request: APIRequestContext): Promise<string> {
  const ownerAuth = {
    authorization: `Bearer ${await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password)}`,
  };
  const businessId = await ownedBusinessId(request, ownerAuth.authorization.slice(7), BUSINESS);
  const scheduled = await request.patch(`/api/discovery/businesses/${businessId}`, {
    headers: ownerAuth,
    data: { schedule: ALWAYS_OPEN },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  const menu = `/api/ordering/businesses/${businessId}/menu`;
  const category = await request.post(`${menu}/categories`, {
    headers: ownerAuth,
    data: { name: `Mensajes ${randomUUID().slice(0, 6)}` },
  });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId = ((await category.json()) as { category: { id: string } }).category.id;
  const item = await request.post(`${menu}/items`, {
    headers: ownerAuth,
    data: { category_id: categoryId, name: 'Torta para platicar', price: '80' },
  });
  expect(item.status(), await item.text()).toBe(201);
  const itemId = ((await item.json()) as { item: { id: string } }).item.id;

  const email = uniqueEmail('mensajes');
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);
  const ordered = await request.post('/api/ordering/orders', {
    headers: { authorization: `Bearer ${await accessToken(request, email)}` },
    data: {
      idempotency_key: randomUUID(),
      business_id: businessId,
      items: [{ menu_item_id: itemId, quantity: 1 }],
      delivery_address: 'Calle Hidalgo 12, Centro',
      contact_phone: '33 8765 4321',
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  return email;
}

// Issue 12: a customer writes to a business from /my-orders; the owner (Standard) receives it
// live and replies; the customer sees the typing indicator, the read indicator and the reply
// without a reload; a phone shows one pane at a time.
test('a customer and a business talk live in /messages', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const customerEmail = await customerWithOrder(request);

  // A visitor is asked to sign in, and comes back to /messages afterwards.
  await skipOnboarding(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/messages');
  await expect(page.getByTestId('messages-signed-out')).toContainText('Inicia sesión para ver tus mensajes');
  await expect(page.getByTestId('messages-signed-out').getByRole('link')).toHaveAttribute(
    'href',
    '/profile?redirect=%2Fmessages',
  );

  // The owner waits in /messages on a desktop.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerContext.newPage();
  await skipOnboarding(owner);
  await signIn(owner, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(owner.getByTestId('notification-bell')).toBeVisible();
  await owner.goto('/messages');
  await expect(owner.getByTestId('messages')).toBeVisible();
  await markWindow(owner);

  // The customer, on a phone, follows Contactar Negocio from /my-orders.
  const customer = page;
  await signIn(customer, customerEmail);
  await expect(customer.getByTestId('notification-bell')).toBeVisible();
  await customer.goto('/my-orders');
  await customer.getByTestId('my-order-contact').first().click();
  await expect(customer).toHaveURL(/\/messages\?to=[0-9a-f-]{36}$/);
  const view = customer.getByTestId('conversation-view');
  await expect(view).toBeVisible();
  await expect(customer.getByTestId('messages-search')).toBeHidden();
  await markWindow(customer);

  // Shift+Enter adds a line, Enter sends the trimmed text.
  const input = customer.getByTestId('composer-input');
  await input.fill('  Hola, ¿tienen tortas sin picante?');
  await input.press('Shift+Enter');
  await input.pressSequentially('<b>gracias</b>  ');
  await expect(input).toHaveValue('  Hola, ¿tienen tortas sin picante?\n<b>gracias</b>  ');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const sent = view.getByTestId('message').last();
  // Text, never HTML.
  await expect(sent.locator('p')).toHaveText('Hola, ¿tienen tortas sin picante?\n<b>gracias</b>');
  await expect(sent.locator('b')).toHaveCount(0);
  await expect(sent.getByTestId('message-state')).toContainText('Enviado');

  // The owner's list shows the conversation live, unread; opening it reads it.
  const row = owner.getByTestId('conversation').filter({ hasText: 'tortas sin picante' });
  await expect(row).toBeVisible();
  const customerId = await row.getAttribute('data-user-id');
  await expect(row.getByTestId('conversation-unread')).toContainText('1');
  await screenshots(owner, 'messages-owner-list', 1280);
  await row.click();
  const ownerView = owner.getByTestId('conversation-view');
  await expect(ownerView.getByTestId('message').last()).toContainText('tortas sin picante');
  await expect(sent.getByTestId('message-state')).toContainText('Leído');

  // The owner types: the customer sees it; then the reply arrives without a reload.
  const ownerInput = owner.getByTestId('composer-input');
  await ownerInput.pressSequentially('Claro, sin picante', { delay: 40 });
  await expect(customer.getByTestId('typing')).toContainText('está escribiendo…');
  await ownerInput.press('Enter');
  await expect(view.getByTestId('message').last()).toContainText('Claro, sin picante');
  await expect(view.getByTestId('message').last()).toHaveAttribute('data-state', 'received');
  await expect(customer.getByTestId('typing')).toHaveText('', { timeout: 5_000 });
  // The customer has it open, so it is read at once.
  await expect(ownerView.getByTestId('message').last().getByTestId('message-state')).toContainText('Leído');
  await expectSameWindow(customer);
  await expectSameWindow(owner);
  await screenshots(customer, 'messages-customer-thread');
  await screenshots(owner, 'messages-owner-thread', 1280);

  // A failed send says so and keeps the text; retrying sends it once.
  const sendUrl = /\/api\/ordering\/conversations\/[^/]+\/messages$/;
  await customer.route(sendUrl, (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  );
  await input.fill('¿A qué hora cierran?');
  await input.press('Enter');
  const failed = view.getByTestId('message').last();
  await expect(failed.getByTestId('message-state')).toContainText('Error al enviar el mensaje');
  await expect(failed.locator('p')).toHaveText('¿A qué hora cierran?');
  await customer.unroute(sendUrl);
  await failed.getByTestId('message-retry').click();
  await expect(view.getByTestId('message').last().getByTestId('message-state')).toContainText(
    /Enviado|Leído/,
  );
  await expect(ownerView.getByTestId('message').filter({ hasText: '¿A qué hora cierran?' })).toHaveCount(1);

  // The info panel links to the other person's public profile.
  await owner.getByTestId('messages-info-toggle').click();
  await expect(owner.getByTestId('messages-info-profile')).toHaveAttribute(
    'href',
    /^\/profile\/[0-9a-f-]{36}$/,
  );

  // The emoji picker adds to the text.
  await customer.getByTestId('emoji-toggle').click();
  await customer.getByTestId('emoji-picker').getByRole('button').nth(15).click();
  await expect(input).toHaveValue('🌮');

  // On a phone, back shows the list alone.
  await customer.getByTestId('messages-back').click();
  await expect(customer).toHaveURL(/\/messages$/);
  await expect(customer.getByTestId('conversation-view')).toHaveCount(0);
  await expect(customer.getByTestId('conversation').first()).toContainText('Tú: ¿A qué hora cierran?');
  await screenshots(customer, 'messages-customer-list');

  // The user search finds the owner (at most 5 people) and opens that conversation.
  await customer.getByTestId('messages-search').fill('tortas.el.guero');
  const results = customer.getByTestId('messages-search-result');
  await expect(results.first()).toBeVisible();
  expect(await results.count()).toBeLessThanOrEqual(5);
  await results.first().click();
  await expect(customer.getByTestId('conversation-view').getByTestId('message').first()).toContainText(
    'tortas sin picante',
  );

  // A business on Basic cannot write to a customer: the composer says why and links to the plans.
  await ownerContext.close();
  const basicContext = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const basic = await basicContext.newPage();
  await skipOnboarding(basic);
  await signIn(basic, DEMO_BASIC_OWNER.email, DEMO_BASIC_OWNER.password);
  await expect(basic.getByTestId('notification-bell')).toBeVisible();
  await basic.goto(`/messages?to=${customerId}`);
  const blocked = basic.getByTestId('composer-blocked');
  await expect(blocked).toHaveAttribute('data-block', 'business_plan');
  await expect(blocked.getByRole('link')).toHaveAttribute('href', '/dashboard?tab=subscription');
  await expect(basic.getByTestId('composer-input')).toHaveCount(0);
  await screenshots(basic, 'messages-basic-blocked');
  await basicContext.close();
});
