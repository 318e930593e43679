import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { expectToast, PASSWORD, skipOnboarding, uniqueEmail } from './helpers';

/** Chooses Guadalajara (the demo city with businesses, posts and stories) in the location picker. */
async function chooseGuadalajara(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Seleccionar ubicación/ }).click();
  const picker = page.getByRole('dialog', { name: 'Seleccionar ubicación' });
  await picker.getByRole('button', { name: /México/ }).click();
  await picker.getByRole('button', { name: /Guadalajara/ }).click();
  await expect(picker).toBeHidden();
}

/** The number in a card's "(n)" review count. */
async function reviewCount(card: ReturnType<Page['getByTestId']>): Promise<number> {
  const text = await card.locator('.cerca-stars__count [aria-hidden="true"]').textContent();
  return Number(/\((\d+)\)/.exec(text ?? '')?.[1]);
}

test('city → category → business → sign up → save, follow, review, react, comment; the review shows on the card', async ({
  page,
}) => {
  await skipOnboarding(page);
  await chooseGuadalajara(page);

  // A category, then the first business of its grid.
  await page.getByTestId('category-restaurantes').click();
  await expect(page.getByTestId('category-page')).toBeVisible();
  const card = page.getByTestId('business-card').first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const before = await reviewCount(card);
  await card.getByRole('link').first().click();
  await expect(page.getByTestId('business-name')).toHaveText(name);
  const businessUrl = new URL(page.url()).pathname;

  // A visitor is asked to sign in to save; writing a review takes them to the sign-in form.
  await page.getByTestId('business-favorite').click();
  await expectToast(page, 'Debes iniciar sesión para guardar este negocio');
  await page.getByTestId('business-write-review').click();
  await expect(page).toHaveURL(/\/profile\?redirect=/);
  const form = page.getByTestId('auth-form');
  await form.getByTestId('auth-toggle').click();
  await form.getByTestId('auth-email').fill(uniqueEmail('resena'));
  await form.getByTestId('auth-password').fill(PASSWORD);
  await form.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(new RegExp(`${businessUrl}$`));

  // Guardar and Seguir are stored: they survive a reload.
  await page.getByTestId('business-favorite').click();
  await page.getByTestId('business-follow').click();
  await expect(page.getByTestId('business-favorite')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('business-follow')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByTestId('business-favorite')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('business-follow')).toHaveAttribute('aria-pressed', 'true');

  // A five-star review updates the count at once.
  await page.getByTestId('business-write-review').click();
  const dialog = page.getByTestId('review-dialog');
  await dialog.locator('label', { hasText: '5 estrellas' }).click();
  await dialog.getByTestId('review-comment').fill('Excelentes tortas, volveré.');
  await dialog.getByTestId('review-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('business-rating')).toContainText(`(${before + 1})`);

  // Back on the category grid, the card carries the new review.
  await page.getByRole('link', { name: 'Restaurantes' }).first().click();
  await expect(page.getByTestId('category-page')).toBeVisible();
  const sameCard = page.getByTestId('business-card').filter({ hasText: name });
  await expect.poll(() => reviewCount(sameCard)).toBe(before + 1);

  // React and comment on the feed.
  await page.goto('/');
  const post = page.getByTestId('post-card').first();
  const like = post.getByTestId('reaction-like');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await post.getByTestId('comments-toggle').click();
  await post.getByTestId('comment-input').fill('¡Qué buena pinta!');
  await post.getByTestId('comment-send').click();
  await expectToast(page, 'Comentario agregado');
});

test('a story leaves the strip at its expiry, without a reload', async ({ page }) => {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  test.skip(!databaseUrl, 'needs E2E_DATABASE_URL (npm test sets it)');
  // A business of its own, so no other story of the same business keeps its circle in the strip.
  const name = `Historia fugaz ${Date.now().toString(36)}`;
  execFileSync('psql', [
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    databaseUrl!,
    '-c',
    `with owner as (select id from profiles where email = 'tortas.el.guero@demo.cerca.mx'),
          city as (select id from cities where name = 'Guadalajara' limit 1),
          b as (insert into businesses (owner_id, name, description, address, city, state, zip_code,
                                        category, subcategory, city_id)
                select owner.id, '${name}', 'Prueba', 'Calle 1', 'Guadalajara', 'Jalisco', '44100',
                       'Restaurantes', 'Tacos', city.id from owner, city returning id, owner_id)
     insert into business_stories (business_id, user_id, type, title, content, expires_at)
     select b.id, b.owner_id, 'text', 'Solo unos segundos', 'Hoy 2x1', now() + interval '12 seconds' from b`,
  ]);
  await skipOnboarding(page);
  await chooseGuadalajara(page);
  const bubble = page.getByTestId('story-bubble').filter({ hasText: name });
  await expect(bubble).toBeVisible();
  await expect(bubble).toBeHidden({ timeout: 20_000 });
});
