import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  accessToken,
  expectToast,
  guadalajaraId,
  openSignedIn,
  PASSWORD,
  screenshots,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

const PARTNER = { email: 'partner.gdl@demo.cerca.mx', password: 'cerca-demo-1234' };
/** A 1×1 PNG: real image bytes, so the storage service's content check accepts it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh owner (signed up through the API) and their business in Guadalajara. */
async function createGuadalajaraBusiness(request: APIRequestContext, cityId: string, name: string) {
  const email = uniqueEmail('dueno-borrable');
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);
  const token = await accessToken(request, email);
  const created = await request.post('/api/discovery/businesses', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name,
      description: 'Café de especialidad que la partner retirará.',
      address: 'Av. Chapultepec 100, Americana',
      city: 'Guadalajara',
      state: 'Jalisco',
      zip_code: '44160',
      category: 'Restaurantes',
      subcategory: 'Tacos',
      city_id: cityId,
      photos: { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { business: { id: string } }).business.id;
}

/** How many businesses of the city a visitor finds by this name (the shared, cached answer). */
async function visitorMatches(request: APIRequestContext, cityId: string, name: string): Promise<number> {
  const response = await request.get(
    `/api/discovery/businesses?city_id=${cityId}&q=${encodeURIComponent(name)}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

// Spec 02 §2 (City dashboard), §6, §7, §8: the partner of Guadalajara opens the city's dashboard,
// goes through its tabs and deletes a business, which is gone for visitors at once.
test('the partner runs the city dashboard and deletes a business, gone from the public city page at once', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const cityId = await guadalajaraId(request);
  const name = `Café Por Retirar ${randomUUID().slice(0, 8)}`;
  const businessId = await createGuadalajaraBusiness(request, cityId, name);

  // A visitor finds it; the answer is now shared through the cache for a few seconds.
  expect(await visitorMatches(request, cityId, name)).toBe(1);
  const visitorContext = await browser.newContext({ locale: 'es-MX' });
  const visitor = await visitorContext.newPage();
  await skipOnboarding(visitor);
  await visitor.goto(`/businesses/${businessId}`);
  await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();

  await skipOnboarding(page);
  await openSignedIn(page, `/dashboard/city/${cityId}`, PARTNER);
  await expect(page.getByTestId('city-dashboard')).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Secciones del panel' }).getByRole('tab');
  await expect(tabs).toHaveText(['Resumen', 'Negocios', 'Analíticas', 'Eventos']);
  await expect(page.getByRole('link', { name: /Volver al panel/ })).toHaveAttribute('href', '/dashboard');
  const nav = page.getByRole('navigation', { name: 'Gestión de la ciudad' });
  await expect(nav.getByRole('link', { name: 'Gestionar contenido' })).toHaveAttribute(
    'href',
    `/dashboard/city/${cityId}/content`,
  );
  await expect(nav.getByRole('link', { name: 'Gestionar repartidores' })).toHaveAttribute(
    'href',
    `/dashboard/city/${cityId}/drivers`,
  );
  await expect(nav.getByRole('link', { name: 'Añadir negocio' })).toHaveAttribute(
    'href',
    `/add-business?city=${cityId}`,
  );

  // Resumen: the counts, and the new business at the top of the activity feed.
  const summary = page.getByTestId('city-summary');
  await expect(summary.getByTestId('city-count-businesses').locator('dd')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByTestId('city-activity-item').filter({ hasText: name })).toBeVisible();
  await screenshots(page, 'city-dashboard-resumen', 1280);

  // Analíticas: the top categories and the chart, with its table for screen readers.
  await page.getByRole('tab', { name: 'Analíticas' }).click();
  await expect(page).toHaveURL(/[?&]tab=analytics/);
  await expect(page.getByTestId('city-top-categories').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /Negocios y publicaciones por mes/ })).toBeVisible();
  await expect(page.getByTestId('city-month-table').locator('tbody tr')).toHaveCount(12);
  await screenshots(page, 'city-dashboard-analiticas', 1280);

  // Eventos: the city's events and routes, and the links to their public pages.
  await page.getByRole('tab', { name: 'Eventos' }).click();
  await expect(page.getByTestId('city-events-link')).toHaveAttribute('href', `/events?city=${cityId}`);
  await expect(page.getByTestId('city-routes-link')).toHaveAttribute(
    'href',
    `/events?city=${cityId}&tab=routes`,
  );
  await screenshots(page, 'city-dashboard-eventos', 1280);

  // Negocios, opened from its URL: search by name, the links, then delete with the confirmation.
  await page.goto(`/dashboard/city/${cityId}?tab=businesses`);
  await expect(page.getByRole('tab', { name: 'Negocios' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('city-business').first()).toBeVisible();
  await screenshots(page, 'city-dashboard-negocios', 1280);
  await page.getByTestId('city-businesses-search').fill(name.toUpperCase());
  const row = page.getByTestId('city-business').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('city-business')).toHaveCount(1);
  await expect(page.getByTestId('city-businesses-count')).toHaveText('1 negocio');
  await expect(row.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    `/businesses/${businessId}`,
  );
  await expect(row.getByTestId('city-business-edit')).toHaveAttribute(
    'href',
    `/businesses/${businessId}/edit`,
  );

  await row.getByTestId('city-business-delete').click();
  const dialog = page.getByTestId('city-business-confirm');
  await expect(dialog).toContainText(`¿Eliminar ${name}?`);
  await screenshots(page, 'city-dashboard-eliminar', 1280);
  await dialog.getByTestId('city-business-confirm-delete').click();
  await expectToast(page, 'Negocio eliminado exitosamente');
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('city-businesses-count')).toHaveText('0 negocios');

  // Gone for visitors at once, without waiting for the shared answer to expire.
  expect(await visitorMatches(request, cityId, name)).toBe(0);
  expect((await request.get(`/api/discovery/businesses/${businessId}`)).status()).toBe(404);
  await visitor.reload();
  await expect(visitor.getByText('No se pudo cargar el negocio')).toBeVisible();
  await visitorContext.close();
});

test('a signed-in person who is not the partner is sent to /dashboard with the permission message', async ({
  page,
  request,
}) => {
  const cityId = await guadalajaraId(request);
  const email = uniqueEmail('curiosa');
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status()).toBe(200);
  await skipOnboarding(page);
  await openSignedIn(page, `/dashboard/city/${cityId}?tab=businesses`, { email, password: PASSWORD });
  await expectToast(page, 'No tienes permiso para acceder a esta página');
  await expect(page).not.toHaveURL(/\/dashboard\/city\//);
  // The API refuses too, whatever the page does.
  const token = await accessToken(request, email);
  const response = await request.get(`/api/partner/cities/${cityId}/summary`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(403);
});
