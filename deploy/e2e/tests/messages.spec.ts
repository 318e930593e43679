import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import {
  accessToken,
  DEMO_BASIC_OWNER,
  DEMO_OWNER,
  demoBusinessWithItem,
  expectSameWindow,
  markWindow,
  ownedBusinessId,
  PASSWORD,
  placeOrder,
  screenshots,
  signIn,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

const BUSINESS = 'Tortas Ahogadas El Güero';

/** Someone the API can act as: a bearer header, and the id the pages put in `?to=`. */
interface Person {
  email: string;
  id: string;
  auth: { authorization: string };
}

async function personOf(request: APIRequestContext, email: string, password = PASSWORD): Promise<Person> {
  const response = await request.post('/auth/v1/token?grant_type=password', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { email, id: session.user.id, auth: { authorization: `Bearer ${session.access_token}` } };
}

/** A new personal account, signed up through the API. */
async function newPersonal(request: APIRequestContext, prefix: string): Promise<Person> {
  const email = uniqueEmail(prefix);
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);
  return personOf(request, email);
}

/** POST …/messages as `from`, one message at a time (their order is the thread's order). */
async function send(request: APIRequestContext, from: Person, to: Person, contents: string[]): Promise<void> {
  for (const content of contents) {
    const response = await request.post(`/api/ordering/conversations/${to.id}/messages`, {
      headers: from.auth,
      data: { content, client_id: randomUUID() },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** Signs `person` in on a page already set up (onboarding skipped) and opens the thread with `other`. */
async function openThread(page: Page, person: Person, other: Person): Promise<void> {
  await signIn(page, person.email);
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await page.goto(`/messages?to=${other.id}`);
  await expect(page.getByTestId('conversation-view')).toBeVisible();
}

/** The texts of the open thread's messages, top to bottom. */
function threadTexts(page: Page): Promise<string[]> {
  return page.getByTestId('conversation-view').getByTestId('message').locator('p').allInnerTexts();
}

/** A new customer with one order from the demo business (so /my-orders offers Contactar Negocio). */
async function customerWithOrder(request: APIRequestContext): Promise<string> {
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const { businessId, itemId } = await demoBusinessWithItem(request, ownerToken, {
    category: 'Mensajes',
    name: 'Torta para platicar',
    price: '80',
  });

  const email = uniqueEmail('mensajes');
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);
  await placeOrder(request, await accessToken(request, email), {
    businessId,
    itemId,
    address: { street: 'Calle Hidalgo', number: '12', neighborhood: 'Centro', postal_code: '44100' },
    phone: '33 8765 4321',
  });
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

// Issue 12: two personal accounts cannot message each other: no send control, and the server
// refuses the same.
test('two personal accounts have no send control and the server refuses', async ({ page, request }) => {
  const [me, other] = await Promise.all([
    newPersonal(request, 'personal-a'),
    newPersonal(request, 'personal-b'),
  ]);
  await skipOnboarding(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await openThread(page, me, other);
  await expect(page.getByTestId('composer-blocked')).toHaveAttribute('data-block', 'personal_to_personal');
  await expect(page.getByTestId('composer-blocked')).toContainText(
    'Las cuentas personales no pueden enviarse mensajes entre sí.',
  );
  await expect(page.getByTestId('composer')).toHaveCount(0);
  await expect(page.getByTestId('composer-send')).toHaveCount(0);

  const refused = await request.post(`/api/ordering/conversations/${other.id}/messages`, {
    headers: me.auth,
    data: { content: 'Hola, vecino', client_id: randomUUID() },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    statusCode: 403,
    code: 'personal_to_personal',
    message: 'Las cuentas personales no pueden enviarse mensajes entre sí. Solo puedes escribir a negocios.',
  });
});

// Messages sent while the receiver was offline arrive once, in order, when the connection comes
// back (the page asks for everything `after` its newest message), without a reload.
test('a receiver who was offline catches up on reconnecting', async ({ context, page, request }) => {
  const [customer, owner] = await Promise.all([
    newPersonal(request, 'offline'),
    personOf(request, DEMO_OWNER.email, DEMO_OWNER.password),
  ]);
  await send(request, owner, customer, ['Antes de desconectarte']);

  // Chromium's offline mode leaves open WebSockets alone, and socket.io ignores the browser's
  // `offline` event on localhost: the test drops the page's socket itself, as a lost network
  // would, and holds the page's attempts to reconnect until it is back online.
  let offline = false;
  const live: WebSocketRoute[] = [];
  const held: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/realtime\//, (socket) => {
    if (offline) {
      held.push(socket);
      return;
    }
    socket.connectToServer();
    live.push(socket);
  });
  await skipOnboarding(page);
  await openThread(page, customer, owner);
  await expect.poll(() => threadTexts(page)).toEqual(['Antes de desconectarte']);
  // A message arriving live proves the page's socket is connected before it drops.
  await send(request, owner, customer, ['En vivo']);
  await expect.poll(() => threadTexts(page)).toEqual(['Antes de desconectarte', 'En vivo']);
  await markWindow(page);

  await context.setOffline(true);
  offline = true;
  await Promise.all(live.splice(0).map((socket) => socket.close()));
  // The page noticed: it is trying to reconnect.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const missed = ['Perdido 1', 'Perdido 2', 'Perdido 3'];
  await send(request, owner, customer, missed);
  expect(await threadTexts(page)).toEqual(['Antes de desconectarte', 'En vivo']);

  // The reconnected socket makes the page ask for what came after its newest message. The first
  // ask fails (a flaky network right after reconnecting): the page tries again by itself.
  const after = /\/messages\?after=/;
  let failedAsks = 0;
  await page.route(
    after,
    (route) => {
      failedAsks += 1;
      return route.abort();
    },
    { times: 1 },
  );
  const caughtUp = page.waitForResponse(
    (response) => after.test(response.url()) && response.status() === 200,
    { timeout: 20_000 },
  );
  // Back online first, so the reconnected page can fetch.
  await context.setOffline(false);
  offline = false;
  for (const socket of held.splice(0)) socket.connectToServer();
  await caughtUp;
  expect(failedAsks).toBe(1);
  await expect
    .poll(() => threadTexts(page), { timeout: 20_000 })
    .toEqual(['Antes de desconectarte', 'En vivo', ...missed]);
  // Nothing arrives twice later (a late socket event and the catch-up carry the same messages):
  // one more message, once it shows, comes after any late event of the same socket.
  await send(request, owner, customer, ['Después']);
  await expect
    .poll(() => threadTexts(page), { timeout: 20_000 })
    .toEqual(['Antes de desconectarte', 'En vivo', ...missed, 'Después']);
  await expectSameWindow(page);
});

// Scrolling the thread to the top loads the older page: the first message shows, none twice.
test('scrolling up loads older messages once', async ({ page, request }) => {
  const [customer, owner] = await Promise.all([
    newPersonal(request, 'older'),
    personOf(request, DEMO_OWNER.email, DEMO_OWNER.password),
  ]);
  // One page is MESSAGES_PAGE_SIZE (30) messages: five more make a second page.
  const contents = Array.from({ length: 35 }, (_, index) => `Mensaje ${String(index + 1).padStart(2, '0')}`);
  await send(request, customer, owner, contents);

  await skipOnboarding(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openThread(page, customer, owner);
  const view = page.getByTestId('conversation-view');
  await expect(view.getByTestId('message').last()).toContainText('Mensaje 35');
  await expect(view.getByTestId('message')).toHaveCount(30);
  await expect(view.getByTestId('messages-older')).toBeVisible();

  await view.getByTestId('message-log').evaluate((log) => {
    log.scrollTop = 0;
  });
  await expect(view.getByTestId('message').first()).toContainText('Mensaje 01');
  await expect(view.getByTestId('messages-older')).toHaveCount(0);
  expect(await threadTexts(page)).toEqual(contents);
  const ids = await view
    .getByTestId('message')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-message-id')));
  expect(new Set(ids).size).toBe(contents.length);
});

// Issue 12: the info panel shows the other person's businesses, each linking to its page; it is
// reached and left with the keyboard.
test("the info panel lists the other person's businesses", async ({ page, request }) => {
  const [customer, owner] = await Promise.all([
    newPersonal(request, 'info'),
    personOf(request, DEMO_OWNER.email, DEMO_OWNER.password),
  ]);
  const businessId = await ownedBusinessId(request, owner.auth.authorization.slice(7), BUSINESS);
  await send(request, customer, owner, ['¿Quién atiende?']);

  await skipOnboarding(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await openThread(page, customer, owner);
  const toggle = page.getByTestId('messages-info-toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('messages-info');
  await expect(page.getByTestId('messages-info-close')).toBeFocused();
  const business = panel.getByTestId('messages-info-business').filter({ hasText: BUSINESS });
  await expect(business).toHaveAttribute('href', `/businesses/${businessId}`);
  await expect(panel.getByRole('heading', { name: 'Negocios' })).toBeVisible();
  await screenshots(page, 'messages-info-panel');

  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await toggle.click();
  await business.click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${businessId}$`));
});
