import { expect, test } from '@playwright/test';
import {
  accessToken,
  DEMO_OWNER,
  expectToast,
  screenshots,
  signUp,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

// Issue 9: the e-mail is shown on /profile/{id} only when its owner turns the setting on.
test('a new person sees their public profile without the e-mail until they turn the setting on', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('perfil');
  await skipOnboarding(page);
  await signUp(page, email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  // Configuración → Ver mi perfil público.
  await page.goto('/profile?tab=settings');
  const setting = page.getByTestId('setting-show-email');
  await expect(setting).not.toBeChecked();
  await page.getByTestId('setting-public-profile-link').click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  const personId = page.url().split('/').at(-1)!;

  const profile = page.getByTestId('public-profile');
  // The username is the e-mail's local part as sign-up normalised it; no full name yet.
  await expect(page.getByTestId('public-profile-username')).toHaveText(/^@perfil_[0-9a-f]{8}$/);
  const username = (await page.getByTestId('public-profile-username').textContent())!.slice(1);
  await expect(page.getByTestId('public-profile-name')).toHaveText(username);
  await expect(profile.getByText(/^Se unió hace/)).toBeVisible();
  await expect(page.getByTestId('public-profile-count-posts')).toHaveText('0 Publicaciones');
  await expect(page.getByTestId('public-profile-count-followers')).toHaveText('0 Seguidores');
  await expect(page.getByTestId('public-profile-count-following')).toHaveText('0 Siguiendo');
  await expect(profile.getByText('Aún no hay publicaciones')).toBeVisible();
  await expect(page.getByTestId('public-profile-email')).toHaveCount(0);
  await expect(profile).not.toContainText(email);
  const hidden = await request.get(`/api/discovery/people/${personId}`);
  expect((await hidden.json()).profile.email).toBeNull();
  await screenshots(page, 'own-profile', 1280);

  // The hint leads to the setting; turning it on is saved on the server.
  await page.setViewportSize(PHONE);
  await page.getByTestId('public-profile-own').getByRole('link').click();
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);
  const toggle = page.getByRole('switch', { name: 'Mostrar mi correo en mi perfil público' });
  await expect(toggle).not.toBeChecked();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expectToast(page, 'Tu correo ahora se muestra en tu perfil público');
  await expect(toggle).toBeChecked();
  await screenshots(page, 'settings', 1280);

  await page.getByTestId('setting-public-profile-link').click();
  await expect(page.getByTestId('public-profile-email')).toHaveText(email);
  // Everyone sees it now, visitors included.
  const shown = await request.get(`/api/discovery/people/${personId}`);
  expect((await shown.json()).profile.email).toBe(email);
  await screenshots(page, 'own-profile-email', 1280);

  // And it survives a reload of /profile, then turns off again.
  await page.goto('/profile?tab=settings');
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expectToast(page, 'Tu correo ya no se muestra en tu perfil público');
  await page.goto(`/profile/${personId}`);
  await expect(page.getByTestId('public-profile-name')).toHaveText(username);
  await expect(page.getByTestId('public-profile-email')).toHaveCount(0);
});

test('a missing person reads Usuario no encontrado', async ({ page }) => {
  await skipOnboarding(page);
  for (const id of ['00000000-0000-4000-8000-000000000000', 'no-existe']) {
    await page.goto(`/profile/${id}`);
    const missing = page.getByTestId('public-profile-not-found');
    await expect(missing.getByText('Usuario no encontrado')).toBeVisible();
    await expect(missing.getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
  }
  await screenshots(page, 'not-found', 1280);
});

test('a visitor browses an owner’s posts as a grid or a list and copies the profile link', async ({
  page,
  context,
  request,
}) => {
  const token = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const me = await request.get('/api/ordering/me', { headers: { authorization: `Bearer ${token}` } });
  const ownerId = ((await me.json()) as { profile: { id: string } }).profile.id;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await skipOnboarding(page);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/profile/${ownerId}`);

  await expect(page.getByTestId('public-profile-name')).toBeVisible();
  await expect(
    page.getByTestId('public-profile-businesses').getByRole('link', { name: /Tortas Ahogadas El Güero/ }),
  ).toBeVisible();
  const posts = page.getByTestId('public-profile-post');
  await expect(posts.first()).toBeVisible();
  await expect(page.getByTestId('public-profile-count-posts')).not.toHaveText(/^0 /);

  // Grid: 3 columns on a desktop, 2 on a phone.
  const columns = () =>
    page
      .getByTestId('public-profile-posts')
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  expect(await columns()).toBe(3);
  await screenshots(page, 'owner-grid', 1280);
  await page.setViewportSize(PHONE);
  expect(await columns()).toBe(2);

  // List: one column, kept in the address (?vista=lista).
  const listButton = page.getByTestId('public-profile-view-list');
  await listButton.click();
  await expect(listButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/vista=lista/);
  await expect(page.getByTestId('public-profile-posts')).toHaveAttribute('data-view', 'list');
  expect(await columns()).toBe(1);
  await screenshots(page, 'owner-list', 1280);
  await page.getByTestId('public-profile-view-grid').click();
  await expect(page).not.toHaveURL(/vista=/);

  // Desktop Chromium has no share sheet: the link goes to the clipboard.
  await page.setViewportSize(DESKTOP);
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  await page.getByTestId('public-profile-share').click();
  await expectToast(page, 'Enlace copiado al portapapeles');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/profile/${ownerId}`, page.url()).toString(),
  );

  // A post opens its share page.
  await posts.first().click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('post-detail')).toBeVisible();
});
