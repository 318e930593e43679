import { expect, test } from '@playwright/test';
import { expectToast, PASSWORD, skipOnboarding, uniqueEmail } from './helpers';

// A 1×1 PNG: the storage module checks uploads by content, so it must be a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a Negocio sign-up creates the account and then the business with its photo', async ({ page }) => {
  await skipOnboarding(page);
  await page.goto('/profile');
  const form = page.getByTestId('auth-form');
  await form.getByTestId('auth-toggle').click();
  await form.getByTestId('user-type-business').click();
  await form.getByTestId('auth-email').fill(uniqueEmail('taqueria'));
  await form.getByTestId('auth-password').fill(PASSWORD);

  // Required business fields are checked before anything is sent.
  await form.getByTestId('auth-submit').click();
  await expectToast(page, 'Por favor completa todos los campos obligatorios del negocio');

  await form.getByTestId('business-form-name').fill('Tacos El Güero');
  await form.getByTestId('business-form-description').fill('Tacos al pastor y de suadero desde 1998.');
  await form.getByTestId('business-form-category').selectOption({ label: 'Restaurantes' });
  await form.getByTestId('business-form-subcategory').selectOption({ index: 1 });
  await form.getByTestId('business-form-country').selectOption({ label: 'México' });
  await form.getByTestId('business-form-city-id').selectOption({ label: 'Guadalajara, Jalisco' });
  await form.getByTestId('business-form-zip-code').fill('44100');
  await form.getByTestId('business-form-address').fill('Av. Juárez 123, Centro');
  await form.getByTestId('auth-submit').click();
  await expectToast(page, 'Por favor sube al menos una foto del negocio');

  await form
    .getByTestId('business-form-photos')
    .setInputFiles({ name: 'fachada.png', mimeType: 'image/png', buffer: PNG });
  await form.getByTestId('auth-submit').click();
  await expectToast(page, 'Cuenta creada. Creando tu negocio...');
  await expectToast(page, '¡Negocio creado exitosamente!');

  // The server now counts the business as the person's: the user menu offers "my businesses".
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByRole('menuitem', { name: 'Mis Negocios' })).toHaveAttribute(
    'href',
    '/profile?tab=my_businesses',
  );
});
