import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectToast, keepScreenshot, PASSWORD, signUp, skipOnboarding, uniqueEmail } from './helpers';

// A 1×1 PNG: the storage module checks uploads by content, so it must be a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses Guadalajara in the location picker: the form then starts with that city. */
async function chooseGuadalajara(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Seleccionar ubicación/ }).click();
  const picker = page.getByRole('dialog', { name: 'Seleccionar ubicación' });
  await picker.getByRole('button', { name: /México/ }).click();
  await picker.getByRole('button', { name: /Guadalajara/ }).click();
  await expect(picker).toBeHidden();
}

test('a new personal account adds a business with a photo and a banner and lands on its category page', async ({
  page,
}) => {
  const name = `Tacos El Güero ${randomUUID().slice(0, 6)}`;
  await skipOnboarding(page);
  await chooseGuadalajara(page);
  await signUp(page, uniqueEmail('duena'));
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  await page.goto('/add-business');
  const form = page.getByTestId('add-business-form');
  await expect(form).toBeVisible();
  // The chosen place preselects the city, its name and state; the price range starts at $.
  await expect(form.getByTestId('business-form-city-id')).toHaveValue(/.+/);
  await expect(form.getByTestId('business-form-city')).toHaveValue('Guadalajara');
  await expect(form.getByTestId('business-form-state')).toHaveValue('Jalisco');
  await expect(form.getByTestId('business-form-price-range')).toHaveValue('1');
  await keepScreenshot(page, 'add-business-empty.png', { fullPage: true });

  // Required fields are checked before anything is sent.
  await form.getByTestId('add-business-submit').click();
  await expectToast(page, 'Por favor completa todos los campos obligatorios del negocio');

  await form.getByTestId('business-form-name').fill(name);
  await form.getByTestId('business-form-description').fill('Tacos al pastor y de suadero desde 1998.');
  await form.getByTestId('business-form-category').selectOption({ label: 'Restaurantes' });
  await form.getByTestId('business-form-subcategory').selectOption({ index: 1 });
  // Changing the main category clears the subcategory.
  await form.getByTestId('business-form-category').selectOption({ label: 'Cafeterías' });
  await expect(form.getByTestId('business-form-subcategory')).toHaveValue('');
  await form.getByTestId('business-form-category').selectOption({ label: 'Restaurantes' });
  await form.getByTestId('business-form-subcategory').selectOption({ index: 1 });
  await form.getByTestId('business-form-price-range').selectOption('2');
  await form.getByTestId('business-form-address').fill('Av. Juárez 123, Centro');
  await form.getByTestId('business-form-zip-code').fill('44100');
  await form.getByTestId('business-form-website').fill('https://tacoselguero.mx');
  await form.getByTestId('add-business-submit').click();
  await expectToast(page, 'Por favor sube al menos una foto del negocio');

  await form
    .getByTestId('business-form-photos')
    .setInputFiles({ name: 'fachada.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Foto 1 del negocio' })).toBeVisible();
  await form
    .getByTestId('business-form-banners')
    .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Portada 1 del negocio' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(page, 'add-business-1280.png', { fullPage: true });
  // Mobile first: the rest happens on a 390 px phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'add-business-390.png', { fullPage: true });
  await form.getByTestId('add-business-submit').click();

  await expectToast(page, 'Negocio agregado exitosamente');
  await expect(page).toHaveURL(/\/category\/restaurantes$/);
  await expect(page.getByTestId('category-page')).toBeVisible();
  await expect(page.getByTestId('business-card').filter({ hasText: name })).toBeVisible();

  // The business page shows the banner as its cover and the main photo as its logo.
  await page.getByTestId('business-card').filter({ hasText: name }).getByRole('link').first().click();
  await expect(page.getByTestId('business-name')).toHaveText(name);
  const cover = await page.getByTestId('business-cover').locator('img').getAttribute('src');
  const logo = await page.getByRole('img', { name: `Logo de ${name}` }).getAttribute('src');
  expect(cover).toMatch(/business-photos/);
  expect(logo).toMatch(/business-photos/);
  expect(cover).not.toBe(logo);
});

test('a picked file that is not an image is refused by name', async ({ page }) => {
  await skipOnboarding(page);
  await signUp(page, uniqueEmail('dueno'));
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.goto('/add-business');
  await page
    .getByTestId('business-form-photos')
    .setInputFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expectToast(page, 'menu.txt no es una imagen válida');
});

test('a Negocio account that already owns its business is told the limit', async ({ page }) => {
  await skipOnboarding(page);
  await page.goto('/profile');
  const auth = page.getByTestId('auth-form');
  await auth.getByTestId('auth-toggle').click();
  await auth.getByTestId('user-type-business').click();
  await auth.getByTestId('auth-email').fill(uniqueEmail('negocio'));
  await auth.getByTestId('auth-password').fill(PASSWORD);
  await auth.getByTestId('business-form-name').fill('Panadería La Espiga');
  await auth.getByTestId('business-form-description').fill('Pan dulce recién horneado.');
  await auth.getByTestId('business-form-category').selectOption({ label: 'Restaurantes' });
  await auth.getByTestId('business-form-subcategory').selectOption({ index: 1 });
  await auth.getByTestId('business-form-country').selectOption({ label: 'México' });
  await auth.getByTestId('business-form-city-id').selectOption({ label: 'Guadalajara, Jalisco' });
  await auth.getByTestId('business-form-zip-code').fill('44100');
  await auth.getByTestId('business-form-address').fill('Calle Hidalgo 45');
  await auth
    .getByTestId('business-form-photos')
    .setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: PNG });
  await auth.getByTestId('auth-submit').click();
  await expectToast(page, '¡Negocio creado exitosamente!');

  await page.goto('/add-business');
  const form = page.getByTestId('add-business-form');
  await form.getByTestId('business-form-name').fill('Panadería La Espiga 2');
  await form.getByTestId('business-form-description').fill('Segunda sucursal.');
  await form.getByTestId('business-form-category').selectOption({ label: 'Restaurantes' });
  await form.getByTestId('business-form-subcategory').selectOption({ index: 1 });
  await form.getByTestId('business-form-country').selectOption({ label: 'México' });
  await form.getByTestId('business-form-city-id').selectOption({ label: 'Guadalajara, Jalisco' });
  await form.getByTestId('business-form-address').fill('Calle Morelos 10');
  await form.getByTestId('business-form-zip-code').fill('44100');
  await form
    .getByTestId('business-form-photos')
    .setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: PNG });
  await form.getByTestId('add-business-submit').click();
  await expectToast(page, 'Has alcanzado el límite de negocios para tu cuenta');
  await expect(form.getByTestId('add-business-problem')).toHaveText(
    'Has alcanzado el límite de negocios para tu cuenta',
  );
  await expect(page).toHaveURL(/\/add-business$/);
});
