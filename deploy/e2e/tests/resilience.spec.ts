import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DRIVER_REMOTE_PORT } from '../playwright.config';
import { signUp, skipOnboarding, uniqueEmail } from './helpers';
import { serveRemote, stop } from './remote-server';

const driverDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../mf-driver/dist');
let server: Server | undefined;

test.afterEach(async () => {
  if (server?.listening) await stop(server);
});

test('a stopped remote shows its fallback in its outlet while the rest works, and Reintentar recovers', async ({
  page,
}) => {
  await skipOnboarding(page);
  server = await serveRemote(driverDist, DRIVER_REMOTE_PORT);
  await signUp(page, uniqueEmail('dario'));
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  // Served from its own origin, the driver remote loads.
  await page.goto('/driver-registration');
  const outlet = page.locator('[data-remote="mf_driver"]');
  await expect(outlet).toBeVisible();
  await expect(outlet.getByRole('alert')).toHaveCount(0);

  // The remote's server goes down; a fresh page load cannot fetch it.
  await stop(server);
  await page.reload();
  const fallback = page.locator('[data-remote="mf_driver"]').getByRole('alert');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  // The chrome still works and so do the other remotes.
  await page.getByRole('link', { name: 'Inicio' }).click();
  await expect(page.locator('[data-remote="mf_discovery"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Perfil' })).toBeVisible();

  // Back on the driver page while it is still down: the fallback again.
  await page.goBack();
  await expect(page.locator('[data-remote="mf_driver"]').getByRole('alert')).toBeVisible();

  // It comes back; Reintentar mounts it without reloading the page.
  await page.evaluate(() => {
    (window as unknown as { __cercaNoReload: boolean }).__cercaNoReload = true;
  });
  server = await serveRemote(driverDist, DRIVER_REMOTE_PORT);
  await page.locator('[data-remote="mf_driver"]').getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.locator('[data-remote="mf_driver"]').getByRole('alert')).toHaveCount(0);
  await expect(page.locator('[data-remote="mf_driver"]').getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __cercaNoReload?: boolean }).__cercaNoReload),
  ).toBe(true);
});
