import { expect, test } from '@playwright/test';
import { skipOnboarding } from './helpers';

test('choosing Guadalajara in the location picker sets México and persists', async ({ page }) => {
  await skipOnboarding(page);
  await page.goto('/');
  await expect(page.locator('#cerca-outlet')).toContainText('Selecciona una ciudad');

  await page.getByRole('button', { name: /Seleccionar ubicación/ }).click();
  const picker = page.getByRole('dialog', { name: 'Seleccionar ubicación' });
  await expect(picker).toContainText('Elige tu país y ciudad');
  const countries = picker.getByRole('button', { name: /México|Estados Unidos|Colombia|España|Argentina/ });
  await expect(countries.first()).toHaveText(/México/);
  await expect(picker.locator('img[src*="flags"]').first()).toBeVisible();

  await picker.getByRole('button', { name: /México/ }).click();
  await picker.getByRole('button', { name: /Guadalajara/ }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: /Guadalajara/ })).toBeVisible();
  await expect(page.locator('#cerca-outlet')).toContainText('Guadalajara');

  const stored = await page.evaluate(() => [
    localStorage.getItem('selectedCountry'),
    localStorage.getItem('selectedCity'),
  ]);
  expect(stored[0]).toBeTruthy();
  expect(stored[1]).toBeTruthy();

  await page.reload();
  await expect(page.getByRole('button', { name: /Guadalajara/ })).toBeVisible();

  // "Limpiar" clears the city but keeps the country.
  await page.getByRole('button', { name: /Guadalajara/ }).click();
  await page
    .getByRole('dialog', { name: 'Seleccionar ubicación' })
    .getByRole('button', { name: 'Limpiar' })
    .click();
  expect(await page.evaluate(() => localStorage.getItem('selectedCity'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('selectedCountry'))).toBe(stored[0]);
});

test('unknown paths go to /', async ({ page }) => {
  await skipOnboarding(page);
  await page.goto('/no-existe/para-nada');
  await expect(page).toHaveURL(/\/$/);
});
