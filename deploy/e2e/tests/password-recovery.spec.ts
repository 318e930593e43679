import { expect, test } from '@playwright/test';
import { expectToast, PASSWORD, screenshots, signIn, skipOnboarding, uniqueEmail } from './helpers';
import { mailTo, verifyPath } from './mail';

const NEW_PASSWORD = 'otra-contraseña-larga-2';

test.beforeEach(async ({ page }) => skipOnboarding(page));

test('a person who forgot the password asks for a link, follows it and chooses a new one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('olvido');
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);

  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/profile');
  await page.getByTestId('auth-email').fill(email);
  await page.getByTestId('auth-forgot').click();
  const forgot = page.getByTestId('forgot-password');
  await expect(forgot.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeFocused();
  // The address typed in the sign-in form comes along.
  await expect(forgot.getByLabel('Correo electrónico')).toHaveValue(email);
  await screenshots(page, 'forgot-form');
  await forgot.getByTestId('forgot-password-submit').click();
  await expect(forgot.getByTestId('forgot-password-sent')).toHaveText(
    'Si hay una cuenta con ese correo, te enviamos un enlace para crear una nueva contraseña.',
  );
  await screenshots(page, 'forgot-sent');

  // The mailed link signs in through /verify and lands on /profile with the session in the fragment.
  await page.goto(verifyPath(await mailTo(email)));
  const dialog = page.getByRole('dialog', { name: 'Crea tu nueva contraseña' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nueva contraseña')).toBeFocused();
  // Signed in underneath: /profile shows the person's profile, not the sign-in form.
  await expect(page.getByTestId('profile-view')).toBeVisible();
  // The tokens are gone from the address bar (and so from history).
  expect(page.url()).not.toContain('#');
  expect(page.url()).not.toContain('access_token');
  await expect(page).toHaveURL(/\/profile$/);

  // The auth service's rules, in Spanish.
  await dialog.getByLabel('Nueva contraseña').fill('corta');
  await dialog.getByLabel('Confirma la contraseña').fill('corta');
  await dialog.getByTestId('set-password-submit').click();
  await expect(dialog.getByTestId('set-password-error')).toHaveText(
    'La contraseña debe tener al menos 8 caracteres.',
  );
  await dialog.getByLabel('Nueva contraseña').fill('password123');
  await dialog.getByLabel('Confirma la contraseña').fill('password123');
  await dialog.getByTestId('set-password-submit').click();
  await expect(dialog.getByTestId('set-password-error')).toHaveText(
    'Esa contraseña es muy común y fácil de adivinar. Elige otra.',
  );
  await dialog.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirma la contraseña').fill(`${NEW_PASSWORD}x`);
  await dialog.getByTestId('set-password-submit').click();
  await expect(dialog.getByTestId('set-password-error')).toHaveText('Las contraseñas no coinciden.');
  await dialog.getByLabel('Confirma la contraseña').fill(NEW_PASSWORD);
  await screenshots(page, 'set-password-dialog');
  await dialog.getByTestId('set-password-submit').click();
  await expectToast(page, 'Tu contraseña quedó guardada');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  await signIn(page, email, PASSWORD);
  await expectToast(page, 'Email o contraseña incorrectos.');
  await signIn(page, email, NEW_PASSWORD);
  await expectToast(page, 'Inicio de sesión exitoso');

  // The link was spent: following it again explains and offers a new one.
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  await page.goto(verifyPath(await mailTo(email)));
  const expired = page.getByRole('dialog', { name: 'Este enlace ya no funciona' });
  await expect(expired).toBeVisible();
  expect(page.url()).not.toContain('error=');
  await expect(page.getByTestId('auth-form')).toBeVisible();
  await screenshots(page, 'link-expired');
  await page.keyboard.press('Escape');
  await expect(expired).toBeHidden();
  await page.goto(verifyPath(await mailTo(email)));
  await expired.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
  await expect(expired).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('auth-form')).toBeVisible();
});

test('asking for a link never tells whether the address has an account', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByTestId('auth-forgot')).toHaveText('¿Olvidaste tu contraseña?');
  await screenshots(page, 'sign-in-form');
  await page.getByTestId('auth-forgot').click();
  const forgot = page.getByTestId('forgot-password');
  await forgot.getByTestId('forgot-password-submit').click();
  await expect(forgot.getByTestId('forgot-password-error')).toHaveText('Escribe tu correo electrónico.');
  await forgot.getByLabel('Correo electrónico').fill(uniqueEmail('nadie'));
  await forgot.getByTestId('forgot-password-submit').click();
  await expect(forgot.getByTestId('forgot-password-sent')).toHaveText(
    'Si hay una cuenta con ese correo, te enviamos un enlace para crear una nueva contraseña.',
  );
  await forgot.getByTestId('forgot-password-back').click();
  await expect(page.getByTestId('auth-form')).toBeVisible();
});
