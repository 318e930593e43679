import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  accessToken,
  applyAsNewAccount,
  expectToast,
  keepScreenshot,
  screenshots,
  signIn,
  signUp,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

// Issue 21 §3 (DESIGN §10): a person applies to be partner of a seeded city that has live
// businesses and sees the request pending; its dashboard refuses them; an admin approves it in
// /admin → Solicitudes, and only then does the dashboard open.
//
// The city is Oaxaca, not Guadalajara: the seed gives Guadalajara its partner (partner.gdl), a
// city has at most one, and other specs sign in as that partner. Oaxaca has businesses and no
// partner — the very city of the report. A partner left by an earlier run on the same
// database is removed first, so the spec stands alone; it removes its own partner at the end.

const DEMO_ADMIN = { email: 'admin@demo.cerca.mx', password: 'cerca-demo-1234' };
const CITY = { name: 'Oaxaca', state: 'Oaxaca' };
const NO_PERMISSION = 'No tienes permiso para acceder a esta página';
const SUBMITTED = '¡Solicitud enviada con éxito! Pronto nos pondremos en contacto contigo.';
const IN_REVIEW = `Tu solicitud para ${CITY.name} está en revisión`;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface AdminCity {
  id: string;
  name: string;
  state: string;
  business_count: number;
  partner: { id: string } | null;
}

/** Oaxaca, with nobody running it (an earlier run's partner is removed through the admin API). */
async function freeCity(request: APIRequestContext, adminToken: string): Promise<AdminCity> {
  const response = await request.get('/api/admin/cities', { headers: bearer(adminToken) });
  expect(response.status()).toBe(200);
  const { cities } = (await response.json()) as { cities: AdminCity[] };
  const city = cities.find((entry) => entry.name === CITY.name && entry.state === CITY.state)!;
  if (city.partner) {
    const removed = await request.delete(`/api/admin/partners/${city.partner.id}`, {
      headers: bearer(adminToken),
    });
    expect(removed.status()).toBe(200);
  }
  return city;
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipOnboarding(page);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  return page;
}

/** /dashboard/city/:id refuses the person: back on /dashboard (which forwards) with the message. */
async function expectRefused(page: Page, cityId: string): Promise<void> {
  await page.goto(`/dashboard/city/${cityId}`);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: NO_PERMISSION }).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/dashboard\/city\//);
  await expect(page.getByTestId('city-section')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => skipOnboarding(page));

test('an application for a city with businesses waits for an admin; the dashboard opens only after approval', async ({
  page,
  browser,
  request,
}) => {
  const adminToken = await accessToken(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const city = await freeCity(request, adminToken);
  expect(city.business_count).toBeGreaterThan(0);

  // A brand-new account applies for Oaxaca through the wizard.
  const email = uniqueEmail('aspirante');
  // Sign-up derives the account name from the address (its '-' may become '_'): the random part names them.
  const tag = email.split('@')[0]!.split('-')[1]!;
  await page.setViewportSize({ width: 390, height: 844 });
  const wizard = await applyAsNewAccount(page, email, CITY, '+52 951 123 4567');

  // The spec's success message, then the request is shown pending, here and on /partner-login.
  await expectToast(page, SUBMITTED);
  await expect(wizard.getByTestId('partner-pending')).toContainText('Solicitud en revisión');
  await expect(wizard.getByTestId('partner-pending')).toBeFocused();
  await expect(page).toHaveURL(/\/become-partner$/);
  const status = page.getByTestId('partner-application-status');
  await expect(status.getByTestId('partner-application-pending')).toHaveCount(1);
  await expect(status.getByRole('heading', { level: 2 })).toHaveText(IN_REVIEW);
  await expect(status).toHaveAttribute('aria-live', 'polite');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshots(page, 'become-partner-pending');

  await page.goto('/partner-login');
  await expect(page.getByTestId('partner-login').getByTestId('partner-application-status')).toContainText(
    IN_REVIEW,
  );
  await screenshots(page, 'partner-login-pending');

  // No role: the server still says user, and the city's dashboard refuses them.
  const token = await accessToken(request, email);
  const me = await request.get('/api/ordering/me', { headers: bearer(token) });
  expect(((await me.json()) as { profile: { role: string } }).profile.role).toBe('user');
  const drivers = await request.get(`/api/partner/cities/${city.id}/drivers?status=all`, {
    headers: bearer(token),
  });
  expect(drivers.status()).toBe(403);
  await expectRefused(page, city.id);

  // An admin approves it in Solicitudes.
  const admin = await adminPage(browser);
  await admin.goto('/admin?tab=applications');
  const card = admin.getByTestId('admin-application').filter({ hasText: tag });
  await expect(card).toContainText(`${CITY.name}, ${CITY.state}`);
  await expect(card).toContainText('Pendiente');
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await card.scrollIntoViewIfNeeded();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(admin, `admin-solicitudes-${width}.png`, { fullPage: true });
  }
  await card.getByTestId('application-approve').click();
  const confirm = admin.getByRole('dialog', { name: '¿Aprobar esta solicitud?' });
  await confirm.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expectToast(admin, `ya es partner de ${CITY.name}`);
  await expect(card).toHaveCount(0);
  await admin.context().close();

  // Only now does the dashboard open, for the session they already had.
  await page.goto(`/dashboard/city/${city.id}`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/city/${city.id}$`));
  await expect(page.getByTestId('city-section')).toContainText(CITY.name);
  await page.goto('/become-partner');
  await expect(page.getByTestId('become-partner')).toBeVisible();
  await expect(page.getByTestId('partner-application-status')).toHaveCount(0);

  // Oaxaca goes back to having no partner, as seeded.
  await freeCity(request, adminToken);
});

test('the "en revisión" panel shows while it loads, says when it cannot, and retries', async ({ page }) => {
  const email = uniqueEmail('consulta');
  await signUp(page, email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  // The first answer is held until the loading state has been seen, then fails.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/partner/applications/mine', async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { statusCode: 500, code: 'x', error: 'x', message: 'x' } });
  });
  await page.goto('/partner-login');
  const loading = page.getByTestId('partner-application-status-loading');
  await expect(loading.getByRole('status')).toHaveText('Consultando tu solicitud…');
  await screenshots(page, 'partner-login-status-loading');
  release();
  const failed = page.getByRole('alert').filter({ hasText: 'No pudimos consultar tu solicitud' });
  await expect(failed).toBeVisible();
  await screenshots(page, 'partner-login-status-error');

  // Retrying asks again; this account has applied for nothing, so the panel goes away.
  await page.unroute('**/api/partner/applications/mine');
  await failed.getByRole('button', { name: 'Reintentar' }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByTestId('partner-application-status')).toHaveCount(0);
  await expect(
    page.getByTestId('partner-login').getByRole('button', { name: 'Iniciar Sesión' }),
  ).toBeVisible();
});
