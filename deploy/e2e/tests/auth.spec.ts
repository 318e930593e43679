import { expect, test } from '@playwright/test';
import { expectToast, PASSWORD, signIn, signUp, skipOnboarding, uniqueEmail } from './helpers';

test.beforeEach(async ({ page }) => skipOnboarding(page));

test('sign up, sign out and sign in again from /profile', async ({ page }) => {
  const email = uniqueEmail('ana');
  await signUp(page, email);
  // E-mail confirmation is off under npm start: the account is signed in at once.
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  const session = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('sb-')));
  expect(session.length).toBeGreaterThan(0);
  await expect(page.locator('#cerca-outlet')).toContainText(email);

  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('sb-')))).toEqual(
    [],
  );
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();

  await signIn(page, email);
  await expectToast(page, 'Inicio de sesión exitoso');
});

test('the form explains empty fields, wrong passwords and taken e-mails in Spanish', async ({ page }) => {
  await page.goto('/profile');
  await page.getByTestId('auth-submit').click();
  await expectToast(page, 'Por favor ingresa tu email y contraseña');

  const email = uniqueEmail('beto');
  await signUp(page, email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();

  await signIn(page, email, `${PASSWORD}-mal`);
  await expectToast(page, 'Email o contraseña incorrectos.');

  await signUp(page, email);
  await expectToast(page, 'Este email ya está registrado. Por favor, inicia sesión.');
});

test('a short or common password is refused with a reason, and no account is created', async ({ page }) => {
  const email = uniqueEmail('debil');
  for (const weak of ['123456', '12345678']) {
    await signUp(page, email, weak);
    await expectToast(page, 'Usa una contraseña de al menos 8 caracteres que no sea una de las más comunes.');
  }
  await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
  await signUp(page, email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
});
