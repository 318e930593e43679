import { expect, type Page, test } from '@playwright/test';
import { expectToast, keepScreenshot, screenshots, signUp, skipOnboarding, uniqueEmail } from './helpers';

/** A 1×1 PNG: real image bytes, so the server's content check accepts it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function chooseGuadalajara(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Seleccionar ubicación/ }).click();
  const picker = page.getByRole('dialog', { name: 'Seleccionar ubicación' });
  await picker.getByRole('button', { name: /México/ }).click();
  await picker.getByRole('button', { name: /Guadalajara/ }).click();
  await expect(picker).toBeHidden();
}

/** Searches step 1 for `query` and taps the place named `name`. */
async function tapPlace(page: Page, query: string, name: string): Promise<void> {
  const wizard = page.getByTestId('route-wizard');
  await wizard.getByTestId('wizard-search').fill(query);
  const option = wizard.getByTestId('wizard-place').filter({ hasText: name });
  await expect(option).toHaveCount(1);
  await option.click();
}

// Spec 02 §2, §4, §5, §8, §9: on /events (Guadalajara chosen) a signed-in person sees the city's
// events, opens 'Crear', chooses places (a 6th is refused, a tapped one is deselected, Siguiente
// is blocked below 3), orders them, gives the route its details and publishes it; the route shows
// in the weekend routes carousel with its places in order, each linking to its business.
test('a signed-in person creates a weekend route with 3 places and finds it in the carousel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  await skipOnboarding(page);
  await chooseGuadalajara(page);
  await signUp(page, uniqueEmail('ruta'));
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos en Guadalajara' })).toBeVisible();
  // The demo seed's Guadalajara events, each opening its business.
  const eventCard = page.getByTestId('event-card').filter({ hasText: 'Noche de mariachi' }).first();
  await expect(eventCard).toBeVisible();
  await expect(eventCard).toHaveAttribute('href', /^\/businesses\/[0-9a-f-]{36}$/);
  await screenshots(page, 'events', 1280);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByTestId('routes-create').click();
  const wizard = page.getByTestId('route-wizard');
  await expect(wizard.getByTestId('wizard-step')).toHaveText(/Paso 1 de 3.*Buscar lugares/);
  const next = page.getByTestId('wizard-next');
  await expect(next).toBeDisabled();

  // Five places, then a sixth is refused.
  await tapPlace(page, 'Tortas', 'Tortas Ahogadas El Güero');
  await tapPlace(page, 'Chapultepec', 'Café Chapultepec');
  await expect(next).toBeDisabled();
  await tapPlace(page, 'Cantina', 'Cantina La Fuente');
  await expect(next).toBeEnabled();
  await tapPlace(page, 'Birri', 'Birriería Las Nueve Esquinas');
  await tapPlace(page, 'Librería', 'Librería El Tecolote');
  await expect(wizard.getByTestId('wizard-count')).toHaveText('5 de 5 lugares elegidos');
  await tapPlace(page, 'Barbería', 'Barbería Don Chuy');
  await expectToast(page, 'Una ruta puede tener máximo 5 lugares');
  await expect(wizard.getByTestId('wizard-count')).toHaveText('5 de 5 lugares elegidos');
  // Tapping a chosen place deselects it.
  await tapPlace(page, 'Birri', 'Birriería Las Nueve Esquinas');
  await tapPlace(page, 'Librería', 'Librería El Tecolote');
  await expect(wizard.getByTestId('wizard-count')).toHaveText('3 de 5 lugares elegidos');
  await keepScreenshot(page, 'wizard-places-390.png');
  await next.click();

  // Step 2: Cantina La Fuente moves to the front, by keyboard.
  await expect(wizard.getByTestId('wizard-step')).toHaveText(/Paso 2 de 3.*Ordenar ruta/);
  const stops = wizard.getByTestId('wizard-stop');
  await expect(stops).toHaveText([/Tortas Ahogadas El Güero/, /Café Chapultepec/, /Cantina La Fuente/]);
  await wizard.getByRole('button', { name: 'Subir Cantina La Fuente' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(stops).toHaveText([/Cantina La Fuente/, /Tortas Ahogadas El Güero/, /Café Chapultepec/]);
  // At the top, the focus stays on the place (its other button).
  await expect(wizard.getByRole('button', { name: 'Bajar Cantina La Fuente' })).toBeFocused();
  await keepScreenshot(page, 'wizard-order-390.png');
  await next.click();

  // Step 3: a blank name is refused with the spec's text; then the details.
  await expect(wizard.getByTestId('wizard-step')).toHaveText(/Paso 3 de 3.*Detalles/);
  await page.getByTestId('wizard-publish').click();
  await expect(wizard.getByText('Por favor ingresa un nombre para la ruta')).toBeVisible();
  const title = `Ruta tapatía ${suffix}`;
  await wizard.getByTestId('wizard-title').fill(title);
  await wizard.getByTestId('wizard-description').fill('Cantina, tortas y café en el Centro.');
  await wizard.getByText('Esmeralda', { exact: true }).click();
  await expect(wizard.getByTestId('wizard-color-emerald')).toBeChecked();
  await wizard
    .getByTestId('wizard-image')
    .setInputFiles({ name: 'ruta.png', mimeType: 'image/png', buffer: PNG });
  await expect(wizard.getByRole('img', { name: 'Vista previa de la imagen 1' })).toBeVisible();
  await keepScreenshot(page, 'wizard-details-390.png', { fullPage: true });
  await page.getByTestId('wizard-publish').click();
  await expectToast(page, 'Ruta creada exitosamente');
  await expect(wizard).toBeHidden();

  // The new route in the carousel: its colour, image, name, date and places in order.
  const card = page.getByTestId('route-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  // The focus moves from the closed dialog to the new route.
  await expect(card).toBeFocused();
  await expect(card).toContainText('Color: Esmeralda');
  await expect(card.locator('img').first()).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/business-posts\//,
  );
  const placesOfCard = card.getByTestId('route-place');
  await expect(placesOfCard).toHaveText([
    /Cantina La Fuente/,
    /Tortas Ahogadas El Güero/,
    /Café Chapultepec/,
  ]);
  for (const link of await placesOfCard.all()) {
    await expect(link).toHaveAttribute('href', /^\/businesses\/[0-9a-f-]{36}$/);
  }
  await screenshots(page, 'events-with-route', 1280);
  await placesOfCard.nth(1).click();
  await expect(page).toHaveURL(/\/businesses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Tortas Ahogadas El Güero' })).toBeVisible();
});

// Spec 02 §2: the partner dashboard links to /events?city={cityId}&tab=routes. Without having chosen
// a city, the link selects that one, and the weekend routes come into view with their heading
// focused. A visitor's 'Crear' asks to sign in.
test('/events?city=<id>&tab=routes selects the city and brings the routes into view', async ({
  page,
  request,
}) => {
  await skipOnboarding(page);
  const countries = await (await request.get('/api/discovery/countries')).json();
  const mexico = countries.countries.find((country: { name: string }) => country.name === 'México');
  const cities = await (await request.get(`/api/discovery/cities?countryId=${mexico.id}`)).json();
  const gdl = cities.cities.find((city: { name: string }) => city.name === 'Guadalajara');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/events');
  await expect(page.getByText('Selecciona una ciudad')).toBeVisible();

  await page.goto(`/events?city=${gdl.id}&tab=routes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos en Guadalajara' })).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: 'Rutas de fin de semana' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page).toHaveURL(/\/events\?tab=routes$/);
  // The city is the chosen one now, as if picked in the location picker.
  expect(await page.evaluate(() => Object.values(window.localStorage))).toContain(gdl.id);
  await keepScreenshot(page, 'linked-routes-390.png');

  await page.getByTestId('routes-create').click();
  await expectToast(page, 'Debes iniciar sesión para crear una ruta');
  await expect(page.getByTestId('route-wizard')).toBeHidden();
});
