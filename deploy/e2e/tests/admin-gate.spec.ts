import { expect, test } from '@playwright/test';
import { expectToast, openSignedIn, signIn, signUp, skipOnboarding, uniqueEmail } from './helpers';

test.beforeEach(async ({ page }) => skipOnboarding(page));

test('a visitor never downloads the admin remote', async ({ page }) => {
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('mf-admin') || request.url().includes('mf_admin'))
      adminRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('[data-remote="mf_discovery"]')).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/profile\?redirect=%2Fadmin$/);
  await page.getByRole('link', { name: 'Eventos' }).click();
  await expect(page).toHaveURL(/\/events$/);
  expect(adminRequests).toEqual([]);
});

test('a signed-in non-admin is sent to /dashboard with the permission message', async ({ page }) => {
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('mf-admin')) adminRequests.push(request.url());
  });
  await signUp(page, uniqueEmail('carla'));
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/admin');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, 'No tienes permiso para acceder a esta página');
  expect(adminRequests).toEqual([]);
});

test('an admin gets the admin remote', async ({ page }) => {
  // The seeded demo admin (role admin in its profile); a listed ADMIN_EMAILS address typed at a
  // sign-up grants nothing until a mailed link proves it (services/auth/test/admin-emails.test.ts).
  await openSignedIn(page, '/admin', { email: 'admin@demo.cerca.mx', password: 'cerca-demo-1234' });
  await expect(page.locator('[data-remote="mf_admin"]')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Ciudades' })).toBeVisible();
});

test('a city partner never downloads the admin remote', async ({ page }) => {
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('mf-admin') || request.url().includes('mf_admin'))
      adminRequests.push(request.url());
  });
  await signIn(page, 'partner.gdl@demo.cerca.mx', 'cerca-demo-1234');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  // Straight to the address, and by an in-app navigation: /dashboard (which forwards on) with
  // the permission message each time, never the admin remote.
  await page.goto('/admin');
  await expectToast(page, 'No tienes permiso para acceder a esta página');
  await expect(page).not.toHaveURL(/\/admin/);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/admin?tab=partners');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.locator('[data-remote="mf_admin"]')).toHaveCount(0);
  expect(adminRequests).toEqual([]);
});
