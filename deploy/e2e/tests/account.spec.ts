import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  DEMO_OWNER,
  expectToast,
  keepScreenshot,
  openSignedIn,
  PASSWORD,
  screenshots,
  signIn,
  signUp,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

// Issue 10, /profile signed in (spec 02 §2, §5, §8): Mi Perfil edits username and phone,
// Configuración changes the password and deletes the account ("eliminar" only), and /dashboard
// lands on /profile keeping ?tab=.

const PHOTO = path.join(import.meta.dirname, '../../../shared/storage/test/fixtures/photo.png');
const PHONE = { width: 390, height: 844 };
const _DESKTOP = { width: 1280, height: 900 };

async function newPerson(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await skipOnboarding(page);
  await page.setViewportSize(PHONE);
  await signUp(page, email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  return email;
}

test('Mi Perfil changes the username and phone, not the e-mail', async ({ page }) => {
  const email = await newPerson(page, 'cuenta');
  await page.goto('/profile?tab=my_profile');
  const form = page.getByTestId('my-profile-form');
  await expect(form.getByTestId('account-username')).toHaveValue(/^cuenta_[0-9a-f]{8}$/);
  await expect(form.getByLabel('Correo electrónico')).toHaveValue(email);
  await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('readonly', '');
  await screenshots(page, 'my-profile');

  // A phone that is not one is refused in the form, with the field saying why.
  await form.getByTestId('account-phone').fill('12');
  await form.getByTestId('account-save').click();
  await expect(form.getByText('Escribe un teléfono válido de 10 a 15 dígitos.')).toBeVisible();
  await expect(form.getByTestId('account-phone')).toHaveAttribute('aria-invalid', 'true');

  const username = `nuevo_${randomUUID().slice(0, 8)}`;
  await form.getByTestId('account-username').fill(username);
  await form.getByTestId('account-phone').fill('33 1234 5678');
  await form.getByTestId('account-save').click();
  await expectToast(page, 'Perfil actualizado exitosamente');
  await expect(page.getByTestId('profile-username')).toHaveText(username);

  // Stored: a reload shows the saved values.
  await page.reload();
  await expect(page.getByTestId('account-username')).toHaveValue(username);
  await expect(page.getByTestId('account-phone')).toHaveValue('33 1234 5678');
});

test('the header uploads an image as the avatar, refuses other files, and shows Mi QR', async ({ page }) => {
  await newPerson(page, 'foto');
  await page.goto('/profile');
  const input = page.getByTestId('avatar-input');

  // Not an image by its type: refused before any upload.
  await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expectToast(page, 'Por favor selecciona una imagen válida');
  // Claims to be an image but is not: the storage service checks the content and says so.
  const refused = page.waitForResponse(
    (response) =>
      response.url().includes('/storage/v1/object/avatars/') && response.request().method() === 'POST',
  );
  await input.setInputFiles({
    name: 'falsa.png',
    mimeType: 'image/png',
    buffer: Buffer.from('no soy una imagen'),
  });
  const answer = await refused;
  expect(answer.status()).toBe(415);
  expect((await answer.json()).message).toBe('Por favor selecciona una imagen válida');
  await expectToast(page, 'Por favor selecciona una imagen válida');
  await expect(page.getByTestId('profile-header').locator('img')).toHaveCount(0);

  await input.setInputFiles(PHOTO);
  await expectToast(page, 'Perfil actualizado exitosamente');
  const avatar = page.getByTestId('profile-header').locator('img').first();
  await expect(avatar).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/avatars\/[0-9a-f-]{36}\.png\?v=\d+$/,
  );
  // The src is set before the picture arrives: wait for it to load (a loaded, decoded image has a
  // width; a broken one stays at 0 and the poll times out).
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);

  await page.getByTestId('profile-qr').click();
  const dialog = page.getByRole('dialog', { name: 'Mi QR' });
  await expect(dialog.getByTestId('qr-image')).toBeVisible();
  await expect(dialog.getByTestId('qr-url')).toHaveText(/\/profile\/[0-9a-f-]{36}$/);
  await keepScreenshot(page, 'qr-390.png');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Configuración changes the password; the new one signs in, the old one no longer does', async ({
  page,
}) => {
  const email = await newPerson(page, 'clave');
  await page.goto('/profile?tab=settings');
  const setting = page.getByTestId('setting-password');
  await expect(setting).toBeVisible();
  await expect(page.getByTestId('setting-notifications-switch')).toBeChecked();
  await expect(page.getByTestId('setting-activity').getByText(/Aún no tienes actividad/)).toBeVisible();
  await screenshots(page, 'settings');

  // A wrong current password is refused with its own message.
  await setting.getByTestId('password-current').fill('no-es-la-clave');
  await setting.getByTestId('password-new').fill('otra-clave-segura-2');
  await setting.getByTestId('password-confirm').fill('otra-clave-segura-2');
  await setting.getByTestId('password-submit').click();
  await expect(setting.getByTestId('password-error')).toHaveText('La contraseña actual es incorrecta');

  await setting.getByTestId('password-current').fill(PASSWORD);
  await setting.getByTestId('password-submit').click();
  await expectToast(page, 'Contraseña actualizada exitosamente');

  // Notifications: the switch is stored.
  const notifications = page.getByRole('switch', { name: 'Recibir notificaciones' });
  await notifications.click();
  await expectToast(page, 'Notificaciones desactivadas');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Recibir notificaciones' })).not.toBeChecked();

  await page.getByTestId('profile-sign-out').click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email, PASSWORD);
  await expectToast(page, 'Email o contraseña incorrectos.');
  await signIn(page, email, 'otra-clave-segura-2');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
});

test('deleting the account needs the word "eliminar"; then the account cannot sign in', async ({ page }) => {
  const email = await newPerson(page, 'adios');
  await page.goto('/profile?tab=settings');
  await page.getByTestId('delete-account-open').click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar cuenta' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('delete-account-word')).toBeFocused();

  await dialog.getByTestId('delete-account-word').fill('borrar');
  await page.getByTestId('delete-account-confirm').click();
  await expect(dialog.getByRole('alert')).toHaveText('Por favor escribe "eliminar" para confirmar');
  await screenshots(page, 'delete-dialog');
  await expect(dialog).toBeVisible();

  // Keyboard: Esc closes, nothing was deleted.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  await page.getByTestId('delete-account-open').click();
  await dialog.getByTestId('delete-account-word').fill('eliminar');
  await page.getByTestId('delete-account-confirm').click();
  await expectToast(page, 'Tu cuenta fue eliminada');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu-button')).toBeHidden();

  await signIn(page, email);
  await expectToast(page, 'Email o contraseña incorrectos.');
  await expect(page.getByTestId('auth-form')).toBeVisible();
});

test('/dashboard lands on /profile keeping the tab, and a permission toast survives the redirect', async ({
  page,
}) => {
  await newPerson(page, 'panel');
  await page.goto('/dashboard?tab=settings');
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);
  await expect(page.getByTestId('profile-panel-settings')).toBeVisible();

  await page.evaluate(() => {
    window.history.pushState(null, '', '/admin');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/profile$/);
  await expectToast(page, 'No tienes permiso para acceder a esta página');
  await expect(page.getByTestId('profile-view')).toBeVisible();
});

test('an owner’s Mis Negocios links to each business, its editor and its orders', async ({ page }) => {
  await skipOnboarding(page);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, '/dashboard?tab=my_businesses', DEMO_OWNER);
  await expect(page).toHaveURL(/\/profile\?tab=my_businesses$/);
  const list = page.getByTestId('my-businesses');
  const business = list.getByRole('listitem').filter({ hasText: 'Tortas Ahogadas El Güero' });
  await expect(business).toBeVisible();
  const id = (await business.getAttribute('data-testid'))!.replace('my-business-', '');
  await expect(business.getByRole('link', { name: 'Ver negocio' })).toHaveAttribute(
    'href',
    `/businesses/${id}`,
  );
  await expect(business.getByRole('link', { name: 'Editar' })).toHaveAttribute(
    'href',
    `/businesses/${id}/edit`,
  );
  await expect(business.getByRole('link', { name: 'Pedidos y Ventas' })).toHaveAttribute(
    'href',
    `/orders?businessId=${id}`,
  );
  await expect(page.getByTestId('add-business-link')).toHaveAttribute('href', '/add-business');
  // Nothing is wider than the phone (a long e-mail wraps).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshots(page, 'my-businesses');

  // Configuración → Historial de actividad lists the owner's own posts, newest first.
  await page.getByRole('tab', { name: 'Configuración' }).click();
  await expect(page.getByTestId('setting-activity').getByTestId('activity-list')).toBeVisible();
  await expect(page.getByTestId('activity-post').first()).toBeVisible();
  await screenshots(page, 'activity');
});
