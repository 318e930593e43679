import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DRIVER_REMOTE_PORT } from '../playwright.config';
import { skipOnboarding } from './helpers';
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
  test(`${path} without a session goes to /profile`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('auth-form')).toBeVisible();
  });
}

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
