import { expect, test } from '@playwright/test';

test('a first visit shows the six-slide introduction once', async ({ page }) => {
  await page.goto('/');
  const intro = page.getByRole('dialog', { name: 'Introducción a Cerca' });
  await expect(intro).toBeVisible();
  await expect(intro.locator('.cerca-onboarding__progress > span')).toHaveCount(6);
  await expect(intro.locator('[data-slide="1"]')).toBeVisible();

  for (let slide = 1; slide < 6; slide++) await intro.getByRole('button', { name: 'Continuar' }).click();
  await intro.getByRole('button', { name: 'Comenzar' }).click();
  await expect(intro).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('hasSeenOnboarding'))).not.toBeNull();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Introducción a Cerca' })).toHaveCount(0);
});

test('closing the introduction also remembers it', async ({ page }) => {
  await page.goto('/');
  const intro = page.getByRole('dialog', { name: 'Introducción a Cerca' });
  await intro.getByRole('button', { name: 'Cerrar la introducción' }).click();
  await expect(intro).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('hasSeenOnboarding'))).not.toBeNull();
});
