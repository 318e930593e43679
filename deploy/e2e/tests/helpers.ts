import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** A fresh e-mail per test so reruns never collide. */
export function uniqueEmail(prefix = 'persona'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@cerca.test`;
}

export const PASSWORD = 'contraseña-segura-1';

/** Skips the introduction: only the onboarding test wants to see it. */
export async function skipOnboarding(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
}

/** Signs up a personal account through the /profile form, as a person would. */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/profile');
  const form = page.getByTestId('auth-form');
  await form.getByTestId('auth-toggle').click();
  await expect(form.getByTestId('user-type-user')).toBeVisible();
  await form.getByTestId('auth-email').fill(email);
  await form.getByTestId('auth-password').fill(password);
  await form.getByTestId('auth-submit').click();
}

/** Signs in through the /profile form. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/profile');
  const form = page.getByTestId('auth-form');
  await form.getByTestId('auth-email').fill(email);
  await form.getByTestId('auth-password').fill(password);
  await form.getByTestId('auth-submit').click();
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/** Marks the window so a later check can tell whether the page was reloaded. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __cercaNoReload: boolean }).__cercaNoReload = true;
  });
}

export async function expectSameWindow(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { __cercaNoReload?: boolean }).__cercaNoReload),
  ).toBe(true);
}
