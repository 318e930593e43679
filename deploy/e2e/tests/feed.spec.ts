import { expect, type Page, test } from '@playwright/test';
import { expectToast, signIn, skipOnboarding } from './helpers';

/** Chooses Guadalajara (the demo city with posts and stories) in the location picker. */
async function chooseGuadalajara(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Seleccionar ubicación/ }).click();
  const picker = page.getByRole('dialog', { name: 'Seleccionar ubicación' });
  await picker.getByRole('button', { name: /México/ }).click();
  await picker.getByRole('button', { name: /Guadalajara/ }).click();
  await expect(picker).toBeHidden();
}

test('a visitor browses stories and posts but is asked to sign in to react or comment', async ({ page }) => {
  await skipOnboarding(page);
  await chooseGuadalajara(page);

  const cards = page.getByTestId('post-card');
  await expect(cards.first()).toBeVisible();
  // Scrolling to the end loads the next page. The list grows after its first paint (the first
  // screen's posts, then the rest of the page), so "the end" is wherever the last card is now.
  await expect(async () => {
    await cards.last().scrollIntoViewIfNeeded();
    expect(await cards.count()).toBeGreaterThan(20);
  }).toPass();

  const first = cards.first();
  await first.getByTestId('reaction-like').click();
  await expectToast(page, 'Debes iniciar sesión para reaccionar');
  await first.getByTestId('comments-toggle').click();
  await first.getByTestId('comment-input').fill('Hola');
  await first.getByTestId('comment-send').click();
  await expectToast(page, 'Debes iniciar sesión para comentar');

  // Stories: full-screen viewer, focus inside, Escape closes.
  await page.getByTestId('story-bubble').first().click();
  const viewer = page.getByTestId('story-viewer');
  await expect(viewer).toBeVisible();
  await expect(page.getByTestId('story-close')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The detail modal, and its share link as a page.
  await first.getByTestId('post-open').click();
  await expect(page.getByTestId('post-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  const href = await first.getByTestId('post-open').getAttribute('href');
  await page.goto(href!);
  await expect(page.getByTestId('post-detail')).toBeVisible();
  await page.goto('/post/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Publicación no encontrada')).toBeVisible();
});

test('a signed-in person reacts, changes and removes the reaction, and comments', async ({ page }) => {
  await skipOnboarding(page);
  await signIn(page, 'sofia.ramirez@demo.cerca.mx', 'cerca-demo-1234');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await chooseGuadalajara(page);

  const card = page.getByTestId('post-card').nth(2);
  const love = card.getByTestId('reaction-love');
  const visited = card.getByTestId('reaction-visited');
  await expect(love).toHaveAttribute('aria-pressed', 'false');
  await love.click();
  await expect(love).toHaveAttribute('aria-pressed', 'true');
  await visited.click();
  await expect(visited).toHaveAttribute('aria-pressed', 'true');
  await expect(love).toHaveAttribute('aria-pressed', 'false');
  await visited.click();
  await expect(visited).toHaveAttribute('aria-pressed', 'false');

  await card.getByTestId('comments-toggle').click();
  const send = card.getByTestId('comment-send');
  await expect(send).toBeDisabled();
  await card.getByTestId('comment-input').fill('  ¡Se ve delicioso!  ');
  await send.click();
  await expectToast(page, 'Comentario agregado');
  await expect(card.getByTestId('comment').last()).toContainText('¡Se ve delicioso!');
  await expect(card.getByTestId('comment-input')).toHaveValue('');
});
