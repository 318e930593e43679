import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type PageScreenshotOptions,
  test,
} from '@playwright/test';

/** A fresh e-mail per test so reruns never collide. */
export function uniqueEmail(prefix = 'persona'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@cerca.test`;
}

export const PASSWORD = 'contraseña-segura-1';

/** Skips the introduction: only the onboarding test wants to see it. */
export async function skipOnboarding(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
}

/** Signs up a personal account through the /profile form, as a person would. */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/profile');
  const form = page.getByTestId('auth-form');
  await form.getByTestId('auth-toggle').click();
  await expect(form.getByTestId('user-type-user')).toBeVisible();
  await form.getByTestId('auth-email').fill(email);
  await form.getByTestId('auth-password').fill(password);
  await form.getByTestId('auth-submit').click();
}

/** Signs in through the /profile form. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/profile');
  const form = page.getByTestId('auth-form');
  await form.getByTestId('auth-email').fill(email);
  await form.getByTestId('auth-password').fill(password);
  await form.getByTestId('auth-submit').click();
}

/**
 * Signs up a new account and applies through the /become-partner wizard for a listed city, whose
 * contact step offers the account's address. Answers the wizard, once the request is sent.
 */
export async function applyAsNewAccount(
  page: Page,
  email: string,
  city: { name: string; state: string },
  whatsapp: string,
): Promise<Locator> {
  await signUp(page, email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.goto('/become-partner');
  const wizard = page.getByTestId('partner-wizard');
  await wizard.getByTestId('partner-continue').click();
  await wizard.getByTestId('partner-country').selectOption({ label: 'México' });
  await wizard.getByTestId('partner-city').selectOption({ label: `${city.name}, ${city.state}` });
  await wizard.getByTestId('partner-continue').click();
  await expect(wizard.getByTestId('partner-email')).toHaveValue(email);
  await wizard.getByTestId('partner-whatsapp').fill(whatsapp);
  await wizard.getByTestId('partner-submit').click();
  return wizard;
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/**
 * Closes every toast, as a person who has read them would. A toast stays while the pointer rests
 * on it, so one lying over a dialog's button would otherwise stay under Playwright's click for good.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  await expect(async () => {
    const close = toasts.getByRole('button', { name: 'Cerrar aviso' });
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    await expect(toasts).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/** Marks the window so a later check can tell whether the page was reloaded. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __cercaNoReload: boolean }).__cercaNoReload = true;
  });
}

export async function expectSameWindow(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { __cercaNoReload?: boolean }).__cercaNoReload),
  ).toBe(true);
}

/** The demo owner of 'Tortas Ahogadas El Güero' (the demo seed), whose business pays Standard. */
/** The demo owner's business (the demo seed). */
export const DEMO_BUSINESS = 'Tortas Ahogadas El Güero';
export const DEMO_OWNER = { email: 'tortas.el.guero@demo.cerca.mx', password: 'cerca-demo-1234' };

/** Luis, the demo driver of Guadalajara (registered, available). */
export const DEMO_DRIVER = { email: 'luis.reparto@demo.cerca.mx', password: 'cerca-demo-1234' };

/** The demo owner of 'Mariscos La Perla Tapatía': Basic past its trial, with two publications. */
export const DEMO_BASIC_OWNER = { email: 'mariscos.la.perla@demo.cerca.mx', password: 'cerca-demo-1234' };
export const DEMO_BASIC_BUSINESS = 'Mariscos La Perla Tapatía';

/** Where the page's auth client keeps the session (AUTH_STORAGE_KEY in @cerca/session). */
const AUTH_STORAGE_KEY = 'sb-cerca-auth-token';

/**
 * Signs in through the API (password grant) and stores the session where the page's auth client
 * looks for it, on the page's next load only (a sign-out later in the test stays signed out): for
 * tests about a signed-in page, not about signing in, which auth.spec and account.spec cover.
 */
export async function storeSession(page: Page, account: { email: string; password: string }): Promise<void> {
  const session = await passwordGrant(page.request, account);
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  await page.addInitScript(
    ([key, value, once]) => {
      if (window.sessionStorage.getItem(once) !== null) return;
      window.sessionStorage.setItem(once, 'stored');
      window.localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(session), `e2e-session-${randomUUID()}`] as const,
  );
}

/** Opens `path` already signed in as `account` (storeSession), without the sign-in form. */
export async function openSignedIn(
  page: Page,
  path: string,
  account: { email: string; password: string },
): Promise<void> {
  await storeSession(page, account);
  await page.goto(path);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

/** The session the auth service answers a password grant with (what the page's client stores). */
async function passwordGrant(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<{ access_token: string; expires_in: number; expires_at?: number }> {
  const response = await request.post('/auth/v1/token?grant_type=password', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** An access token from the auth service (password grant), to call the API as that person. */
export async function accessToken(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
): Promise<string> {
  return (await passwordGrant(request, { email, password })).access_token;
}

/** The id of the caller's business named `name` (GET /api/discovery/me/businesses). */
export async function ownedBusinessId(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<string> {
  const response = await request.get('/api/discovery/me/businesses', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { businesses } = (await response.json()) as { businesses: Array<{ id: string; name: string }> };
  const business = businesses.find((candidate) => candidate.name === name);
  if (!business) throw new Error(`no business named ${name}`);
  return business.id;
}

/** A business schedule open all day every day (its times stop at 23:59): orders are accepted whenever a test runs. */
export const ALWAYS_OPEN = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}_start`, '00:00'],
    [`${day}_end`, '23:59'],
  ]),
);

/** Guadalajara's city id (the seed's), through the public discovery API. */
export async function guadalajaraId(request: APIRequestContext): Promise<string> {
  const countries = await (await request.get('/api/discovery/countries')).json();
  const mexico = countries.countries.find((country: { name: string }) => country.name === 'México');
  const cities = await (await request.get(`/api/discovery/cities?countryId=${mexico.id}`)).json();
  return cities.cities.find((city: { name: string }) => city.name === 'Guadalajara').id;
}

/** Chooses Guadalajara in the location picker: the home page then shows its feed. */
export async function chooseGuadalajara(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Seleccionar ubicación/ }).click();
  const picker = page.getByRole('dialog', { name: 'Seleccionar ubicación' });
  await picker.getByRole('button', { name: /México/ }).click();
  await picker.getByRole('button', { name: /Guadalajara/ }).click();
  await expect(picker).toBeHidden();
}

/**
 * Keeps a screenshot with the test's output for a person to look at, when E2E_SCREENSHOTS=1
 * (`E2E_SCREENSHOTS=1 npm run test:e2e`). CI does not take them: encoding some 180 full pages
 * was a tenth of the browser suite's time on two cores.
 */
export async function keepScreenshot(
  target: Page | Locator,
  file: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await target.screenshot({ path: test.info().outputPath(file), ...options });
}

/**
 * The page at phone (390) and desktop (1280) widths, each kept as a full-page screenshot
 * (keepScreenshot). The viewport then goes back to `back` px wide, where the test goes on.
 * `fullPage: false` draws an open dialog as the viewport shows it.
 */
export async function screenshots(page: Page, name: string, back = 390, fullPage = true): Promise<void> {
  // From the top, so a sticky header is drawn where a person first sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `${name}-${width}.png`, { fullPage });
  }
  await page.setViewportSize({ width: back, height: 900 });
}

/**
 * The demo owner's business, open all day, with a fresh menu category and item to order (all
 * through the owner's API), so an order placed now is accepted whatever the clock says.
 */
export async function demoBusinessWithItem(
  request: APIRequestContext,
  ownerToken: string,
  item: { category: string; name: string; price: string },
): Promise<{ businessId: string; itemId: string }> {
  const auth = { authorization: `Bearer ${ownerToken}` };
  const businessId = await ownedBusinessId(request, ownerToken, DEMO_BUSINESS);
  const scheduled = await request.patch(`/api/discovery/businesses/${businessId}`, {
    headers: auth,
    data: { schedule: ALWAYS_OPEN },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  const menu = `/api/ordering/businesses/${businessId}/menu`;
  const category = await request.post(`${menu}/categories`, {
    headers: auth,
    data: { name: `${item.category} ${randomUUID().slice(0, 6)}` },
  });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId = ((await category.json()) as { category: { id: string } }).category.id;
  const created = await request.post(`${menu}/items`, {
    headers: auth,
    data: { category_id: categoryId, name: item.name, price: item.price },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { businessId, itemId: ((await created.json()) as { item: { id: string } }).item.id };
}

/** The address the journeys' customers order to: in Guadalajara, inside the demo business's zone. */
export const CUSTOMER_ADDRESS = {
  street: 'Calle Morelos',
  number: '45',
  neighborhood: 'Americana',
  postal_code: '44160',
};

/**
 * An order (cash unless told otherwise) placed through the API as the customer whose access token is `token` (one item,
 * CUSTOMER_ADDRESS unless told otherwise): for journeys about what happens to an order, not
 * about the checkout, which order-flow.spec and addresses-and-zones.spec drive in the page.
 */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  order: {
    businessId: string;
    itemId: string;
    quantity?: number;
    address?: Record<string, string>;
    notes?: string;
    phone?: string;
    /** "¿Con cuánto pagas?" ('500'). */
    cash?: string;
    /** 'card': the order waits for its payment (POST …/payment/card pays it). Cash by default. */
    payment?: 'card';
  },
): Promise<{ id: string; total_amount: string; cash_change: string | null }> {
  const ordered = await request.post('/api/ordering/orders', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      idempotency_key: randomUUID(),
      business_id: order.businessId,
      items: [{ menu_item_id: order.itemId, quantity: order.quantity ?? 1 }],
      address: order.address ?? CUSTOMER_ADDRESS,
      ...(order.notes ? { delivery_notes: order.notes } : {}),
      contact_phone: order.phone ?? '33 1234 5678',
      ...(order.cash ? { cash_tendered: order.cash } : {}),
      ...(order.payment ? { payment_method: order.payment } : {}),
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  return ordered.json();
}
