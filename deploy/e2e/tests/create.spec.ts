import { expect, test } from '@playwright/test';
import { expectToast, signIn, signUp, skipOnboarding, uniqueEmail } from './helpers';

// Crear (spec 01 §2 "Create modal"). Publishing as an owner waits for the publishing endpoints;
// a person without a business is sent to register one.
test('Crear sends a person without a business to /add-business', async ({ page }) => {
  await skipOnboarding(page);
  await signUp(page, uniqueEmail('crear'));
  await page.getByTestId('create-button').click();
  const dialog = page.getByTestId('create-dialog');
  await expect(dialog.getByTestId('create-no-business')).toBeVisible();
  await expect(dialog.getByTestId('create-publish')).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Agregar negocio' }).click();
  await expect(page).toHaveURL(/\/add-business$/);
  await expect(page.getByTestId('create-dialog')).toHaveCount(0);
});

/** A 1×1 PNG: real image bytes, so the server's content check accepts it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an owner publishes a post that the feed shows, and a Basic plan stops the fourth', async ({ page }) => {
  await skipOnboarding(page);
  await signIn(page, 'tortas.el.guero@demo.cerca.mx', 'cerca-demo-1234');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.goto('/');
  await page.getByRole('button', { name: /Seleccionar ubicación/ }).click();
  const picker = page.getByRole('dialog', { name: 'Seleccionar ubicación' });
  await picker.getByRole('button', { name: /México/ }).click();
  await picker.getByRole('button', { name: /Guadalajara/ }).click();

  const caption = `Torta del día ${Date.now().toString(36)}`;
  const publish = async (text: string) => {
    await page.getByTestId('create-button').click();
    const dialog = page.getByTestId('create-dialog');
    await dialog
      .locator('label')
      .filter({ has: page.getByTestId('create-type-post') })
      .click();
    await dialog.getByTestId('create-caption').fill(text);
    await dialog
      .getByTestId('create-files')
      .setInputFiles({ name: 'torta.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByTestId('create-publish').click();
    return dialog;
  };

  // The demo business is on Basic past its trial with two publications: a third is allowed.
  const dialog = await publish(caption);
  await expectToast(page, 'Post publicado exitosamente');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('post-card').filter({ hasText: caption })).toBeVisible();

  // The fourth is refused by the server, which says why, and nothing is stored.
  await publish(`${caption} (otra)`);
  await expectToast(page, 'Tu plan Básico permite máximo 3 publicaciones. Mejora tu plan para publicar más.');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('post-card').filter({ hasText: `${caption} (otra)` })).toHaveCount(0);
});
