import { expect, type Page, test } from '@playwright/test';
import { keepScreenshot, skipOnboarding } from './helpers';

interface WorldCountry {
  code: string;
  name: string;
  city_count: number;
}

interface World {
  countries: WorldCountry[];
  totals: { countries: number; cities: number };
  satellite: unknown;
}

const SEEDED_CODES = ['MX', 'US', 'CO', 'ES', 'AR', 'PE', 'CL', 'GT', 'CR'];

const cities = (count: number) => `${count} ${count === 1 ? 'ciudad' : 'ciudades'}`;
const countries = (count: number) => `${count} ${count === 1 ? 'país' : 'países'}`;

/** Every request the page makes, to prove the map needs nothing from another origin. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    // The map is redrawn for the new width: wait until its flags are back.
    await expect(page.getByTestId('world-marker').first()).toBeVisible();
    // Two painted frames: the redraw that brought the flags back is on screen.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await keepScreenshot(page, `${name}-${width}.png`, { fullPage: true });
  }
}

// Spec 02 §2 "World map /world": a flag marker per country, the counts of countries and cities,
// a back button. The map is the bundled atlas: no tile server, no token, no CDN.
test('/world shows a flag per country with cities and the counts, all from our own origin', async ({
  page,
  request,
  baseURL,
}) => {
  await skipOnboarding(page);
  const world = (await (await request.get('/api/discovery/world')).json()) as World;
  expect(world.satellite).toBeNull();
  expect(world.countries.map((country) => country.code)).toEqual(expect.arrayContaining(SEEDED_CODES));
  const urls = recordRequests(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/world');
  const map = page.getByTestId('world-map');
  await expect(page.getByRole('heading', { level: 1, name: 'Cerca en el mundo' })).toBeVisible();
  await expect(page.getByTestId('world-counts')).toHaveText(
    `${countries(world.totals.countries)} · ${cities(world.totals.cities)}`,
  );
  await expect(map.getByTestId('world-marker')).toHaveCount(world.countries.length);
  for (const country of world.countries) {
    // Each flag is a button named by its country and cities, in view on a phone.
    const marker = map.getByRole('button', {
      name: `${country.name} · ${cities(country.city_count)}`,
      exact: true,
    });
    await expect(marker).toBeVisible();
    await expect(marker.locator('img')).toHaveAttribute(
      'src',
      /\/storage\/v1\/object\/public\/catalogue\/flags\//,
    );
  }
  await expect(map.locator('svg path.mf-world__land').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'world');

  const offOrigin = urls.filter((url) => !url.startsWith(`${baseURL}/`) && !/^(data|blob):/.test(url));
  expect(offOrigin).toEqual([]);
  // The atlas came with the page's own chunks, after the page was asked for.
  expect(urls.some((url) => url.endsWith('/api/discovery/world'))).toBe(true);
});

test('a flag opens its cities; choosing one sets the place and opens home', async ({ page, request }) => {
  await skipOnboarding(page);
  const world = (await (await request.get('/api/discovery/world')).json()) as World;
  const mexico = world.countries.find((country) => country.code === 'MX')!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/world');

  // From the keyboard: the flag is a button.
  const flag = page.getByRole('button', { name: `México · ${cities(mexico.city_count)}`, exact: true });
  await flag.focus();
  await page.keyboard.press('Enter');
  await expect(flag).toHaveAttribute('aria-pressed', 'true');
  const panel = page.getByTestId('world-panel');
  await expect(panel.getByRole('heading', { name: 'Ciudades de México' })).toBeFocused();
  await expect(panel.getByTestId('world-city-list').getByRole('button')).toHaveCount(mexico.city_count);
  await shoot(page, 'world-mexico');

  await page.setViewportSize({ width: 390, height: 844 });
  await panel.getByRole('button', { name: /Guadalajara/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Guadalajara/ }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedCity'))).toBeTruthy();
});

test('the back button goes back within the app, or home when /world was opened directly', async ({
  page,
}) => {
  await skipOnboarding(page);
  await page.goto('/world');
  await expect(page.getByTestId('world-marker').first()).toBeVisible();
  await page.getByTestId('world-back').click();
  await expect(page).toHaveURL(/\/$/);

  // Arriving by a link inside the app (once the app has started), then back.
  await page.goto('/businesses');
  await expect(page.locator('#cerca-outlet')).toContainText('Selecciona una ciudad');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/world';
    document.body.append(link);
    link.click();
    link.remove();
  });
  await expect(page).toHaveURL(/\/world$/);
  await expect(page.getByTestId('world-marker').first()).toBeVisible();
  await page.getByTestId('world-back').click();
  // Back in history when this app put the entry there; home when another part of the page did.
  await expect(page).toHaveURL(/\/(businesses)?$/);
});

test('a failure shows an error with a button that loads the map again', async ({ page }) => {
  await skipOnboarding(page);
  let fail = true;
  await page.route('**/api/discovery/world', (route) =>
    fail
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 503,
            code: 'unavailable',
            error: 'Service Unavailable',
            message: 'x',
          }),
        })
      : route.continue(),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/world');
  const error = page.getByTestId('world-error');
  await expect(error).toContainText('Error al cargar el mapa', { timeout: 15_000 });
  await keepScreenshot(page, 'world-error-390.png', { fullPage: true });

  fail = false;
  await error.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('world-marker').first()).toBeVisible();
  await expect(error).toBeHidden();
});
