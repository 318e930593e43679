import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DRIVER_REMOTE_PORT } from '../playwright.config';
import { DEMO_OWNER, skipOnboarding } from './helpers';
import { serveRemote, stop } from './remote-server';

// In these runs mf-driver lives on its own origin (see playwright.config.ts); serve it here.
let driverRemote: Server;
test.beforeAll(async () => {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../mf-driver/dist');
  driverRemote = await serveRemote(dist, DRIVER_REMOTE_PORT);
});
test.afterAll(async () => stop(driverRemote));
test.beforeEach(async ({ page }) => skipOnboarding(page));

for (const path of [
  '/favorites',
  '/driver-dashboard',
  '/driver-registration',
  '/dashboard',
  '/add-business',
]) {
  test(`${path} without a session goes to /profile and names the way back`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/profile' && url.searchParams.get('redirect') === path,
    );
    await expect(page.getByTestId('auth-form')).toBeVisible();
  });
}

test('signing in from a gated page goes back to it with its query', async ({ page }) => {
  const cityId = '00000000-0000-4000-8000-000000000000';
  await page.goto(`/add-business?city=${cityId}`);
  const form = page.getByTestId('auth-form');
  await form.getByTestId('auth-email').fill(DEMO_OWNER.email);
  await form.getByTestId('auth-password').fill(DEMO_OWNER.password);
  await form.getByTestId('auth-submit').click();
  await expect(page).toHaveURL((url) => url.pathname === '/add-business' && url.search === `?city=${cityId}`);
  await expect(page.getByTestId('add-business-form')).toBeVisible();
});

test('/messages without a session asks to sign in', async ({ page }) => {
  await page.goto('/messages');
  await expect(page.locator('#cerca-outlet')).toContainText('Inicia sesión para ver tus mensajes');
});

test('the city search bar is hidden on /partner-login and /admin areas', async ({ page }) => {
  await page.goto('/partner-login');
  await expect(page.locator('#cerca-outlet')).toContainText('Dashboard de Partners');
  await expect(page.getByTestId('city-button')).toHaveCount(0);
  await page.getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByTestId('city-button')).toBeVisible();
});
