import { expect, test } from '@playwright/test';
import { DEMO_BASIC_OWNER, expectToast, openSignedIn, signUp, skipOnboarding, uniqueEmail } from './helpers';

/** A 1×1 PNG: real image bytes, so the server's content check accepts it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Crear (spec 01 §2 "Create modal", §6): a person without a business types a business name and
// publishes a story or a post in their chosen city; promotions and events stay with owners.
test('Crear lets a person without a business publish a post under a typed name', async ({ page }) => {
  await skipOnboarding(page);
  await signUp(page, uniqueEmail('crear'));
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  // Without a chosen city the dialog asks for one first.
  await page.getByTestId('create-button').click();
  const dialog = page.getByTestId('create-dialog');
  await expect(dialog.getByTestId('create-no-city')).toBeVisible();
  await expect(dialog.getByTestId('create-publish')).toHaveCount(0);
  await dialog.getByTestId('create-cancel').click();
  await expect(dialog).toBeHidden();

  await page.goto('/');
  await page.getByRole('button', { name: /Seleccionar ubicación/ }).click();
  const picker = page.getByRole('dialog', { name: 'Seleccionar ubicación' });
  await picker.getByRole('button', { name: /México/ }).click();
  await picker.getByRole('button', { name: /Guadalajara/ }).click();

  await page.getByTestId('create-button').click();
  await expect(dialog.getByTestId('create-business-name')).toBeVisible();
  await expect(dialog.getByTestId('create-type-story')).toHaveCount(1);
  await expect(dialog.getByTestId('create-type-post')).toHaveCount(1);
  await expect(dialog.getByTestId('create-type-promotion')).toHaveCount(0);
  await expect(dialog.getByTestId('create-type-event')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Agregar negocio' })).toHaveAttribute(
    'href',
    '/add-business',
  );

  const suffix = Date.now().toString(36);
  const name = `Tacos Doña Ana ${suffix}`;
  const caption = `Tacos al pastor ${suffix}`;
  await dialog.getByTestId('create-caption').fill(caption);
  await expect(dialog.getByTestId('create-problem')).toHaveText(
    'Por favor ingresa el nombre del negocio o selecciona uno',
  );
  await expect(dialog.getByTestId('create-publish')).toBeDisabled();
  await dialog.getByTestId('create-business-name').fill(name);
  await dialog
    .getByTestId('create-files')
    .setInputFiles({ name: 'tacos.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByTestId('create-publish').click();
  await expectToast(page, 'Post publicado exitosamente');
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('post-card').filter({ hasText: caption });
  await expect(card).toBeVisible();
  // The typed name is shown as text: there is no business page to link to.
  await expect(card.getByTestId('post-business')).toHaveText(name);
  await expect(card.getByRole('link', { name })).toHaveCount(0);
});

test('an owner publishes a post that the feed shows, and a Basic plan stops the fourth', async ({ page }) => {
  await skipOnboarding(page);
  // Not the Tortas owner: that demo business pays Standard (demo seed), this one is Basic.
  await openSignedIn(page, '/', DEMO_BASIC_OWNER);
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

  // Mariscos La Perla is on Basic past its trial with two publications: a third is allowed.
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
