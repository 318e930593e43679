import { expect, type Page, test } from '@playwright/test';
import { accessToken, expectToast, signUp, skipOnboarding, uniqueEmail } from './helpers';

/** A 1×1 PNG: real image bytes, so the server's content check accepts it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** YYYY-MM-DD `days` from now, as the date input takes it. */
function dateFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

async function chooseGuadalajara(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Seleccionar ubicación/ }).click();
  const picker = page.getByRole('dialog', { name: 'Seleccionar ubicación' });
  await picker.getByRole('button', { name: /México/ }).click();
  await picker.getByRole('button', { name: /Guadalajara/ }).click();
  await expect(picker).toBeHidden();
}

/** Opens Crear for the owner's business and picks `type`; the dialog is returned. */
async function openCrear(page: Page, type: 'story' | 'post' | 'promotion' | 'event', business: string) {
  await page.getByTestId('create-button').click();
  const dialog = page.getByTestId('create-dialog');
  await expect(dialog.getByTestId('create-business')).toBeVisible();
  await dialog.getByTestId('create-business').selectOption({ label: business });
  await dialog
    .locator('label')
    .filter({ has: page.getByTestId(`create-type-${type}`) })
    .click();
  return dialog;
}

// Spec 01 §2 (Crear), §5, §8: an owner in the 5-day trial publishes one of each type through
// the dialog, and each shows where people look for it: the story in the city's strip, the post
// in the feed and on the business page, the promotion on the business page, the event among
// the city's "Eventos de la Semana" and on /events.
test('an owner publishes a story, a post, a promotion and an event and finds each one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('cuatro');
  const suffix = Date.now().toString(36);
  const business = `Birria La Perla ${suffix}`;
  await skipOnboarding(page);
  await chooseGuadalajara(page);
  await signUp(page, email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  // The business itself comes from the API: /add-business has its own test.
  const token = await accessToken(request, email);
  const countries = await (await request.get('/api/discovery/countries')).json();
  const mexico = countries.countries.find((country: { name: string }) => country.name === 'México');
  const cities = await (await request.get(`/api/discovery/cities?countryId=${mexico.id}`)).json();
  const gdl = cities.cities.find((city: { name: string }) => city.name === 'Guadalajara');
  const created = await request.post('/api/discovery/businesses', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: business,
      description: 'Birria de res estilo Jalisco.',
      address: 'Calle Hidalgo 100, Centro',
      city: 'Guadalajara',
      state: 'Jalisco',
      zip_code: '44100',
      category: 'Restaurantes',
      subcategory: 'Tacos',
      city_id: gdl.id,
      photos: { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const businessId = ((await created.json()) as { business: { id: string } }).business.id;
  await page.reload();

  // Story (24 horas): one image, no text.
  let dialog = await openCrear(page, 'story', business);
  await dialog
    .getByTestId('create-files')
    .setInputFiles({ name: 'historia.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByTestId('create-publish').click();
  await expectToast(page, 'Historia publicada exitosamente');
  await expect(dialog).toBeHidden();

  // Post (Permanente).
  const caption = `Birria con consomé ${suffix}`;
  dialog = await openCrear(page, 'post', business);
  await dialog.getByTestId('create-caption').fill(caption);
  await dialog
    .getByTestId('create-files')
    .setInputFiles({ name: 'birria.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByTestId('create-publish').click();
  await expectToast(page, 'Post publicado exitosamente');
  await expect(dialog).toBeHidden();

  // Promotion (Exclusiva): no date means 30 days.
  const promotion = `2x1 en tacos ${suffix}`;
  dialog = await openCrear(page, 'promotion', business);
  await dialog.getByTestId('create-title').fill(promotion);
  await dialog.getByTestId('create-caption').fill('Todos los martes.');
  await dialog.getByTestId('create-publish').click();
  await expectToast(page, 'Promoción publicada exitosamente');
  await expect(dialog).toBeHidden();

  // Event (Programado): a date from today on, and an image.
  const event = `Noche de mariachi ${suffix}`;
  dialog = await openCrear(page, 'event', business);
  await dialog.getByTestId('create-title').fill(event);
  await dialog.getByTestId('create-caption').fill('Mariachi en vivo desde las 8.');
  await dialog.getByTestId('create-date').fill(dateFromNow(2));
  await dialog
    .getByTestId('create-files')
    .setInputFiles({ name: 'evento.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByTestId('create-publish').click();
  await expectToast(page, 'Evento publicado exitosamente');
  await expect(dialog).toBeHidden();

  // Home: the story in the strip, the post in the feed.
  await page.goto('/');
  await expect(
    page.getByTestId('story-strip').getByTestId('story-bubble').filter({ hasText: business }),
  ).toBeVisible();
  await expect(page.getByTestId('post-card').filter({ hasText: caption })).toBeVisible();

  // The business page: the promotion and the post.
  await page.goto(`/businesses/${businessId}`);
  await expect(page.getByTestId('business-promotions')).toContainText(promotion);
  await expect(page.getByTestId('business-posts')).toContainText(caption);

  // The city's businesses page lists the event among "Eventos de la Semana", and /events too,
  // linking to the business.
  await page.goto('/businesses');
  await expect(page.getByTestId('week-events')).toContainText(event);
  await page.goto('/events');
  const card = page.getByTestId('event-card').filter({ hasText: event });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${businessId}$`));
});
