import { expect, type Page, test } from '@playwright/test';
import {
  accessToken,
  DEMO_OWNER,
  expectToast,
  ownedBusinessId,
  screenshots,
  signUp,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

const DEMO_BUSINESS = 'Tortas Ahogadas El Güero';
const HOUR = 3_600_000;

/** The demo business, as its owner sees it through the API (id and a token to publish with). */
async function demoBusiness(page: Page) {
  const token = await accessToken(page.request, DEMO_OWNER.email, DEMO_OWNER.password);
  return { token, id: await ownedBusinessId(page.request, token, DEMO_BUSINESS) };
}

// Spec 01 §2, §8 and 02 §8: a visitor is sent to sign in; a person saves a business on its page,
// finds it in /favorites (search, category, grid or list), removes it there with Quitar and sees
// "Negocio eliminado de favoritos" and the empty state linking to /businesses.
test('a person saves a business, finds it in Favoritos and removes it there', async ({ page }) => {
  await skipOnboarding(page);
  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/profile\?redirect=%2Ffavorites$/);

  const { id } = await demoBusiness(page);
  await signUp(page, uniqueEmail('favoritos'));
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  await page.goto('/favorites');
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
  await expect(page.getByTestId('favorites-empty').getByRole('link')).toHaveAttribute('href', '/businesses');

  await page.goto(`/businesses/${id}`);
  const save = page.getByTestId('business-favorite');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favorites');
  const item = page.getByTestId('favorite-item').filter({ hasText: DEMO_BUSINESS });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: DEMO_BUSINESS })).toHaveAttribute('href', `/businesses/${id}`);
  await screenshots(page, 'favorites-grid', 1280);

  // The search (accents and case aside) and the category chips narrow the list on the server.
  const search = page.getByRole('searchbox', { name: 'Buscar en tus favoritos' });
  await search.fill('guero');
  await expect(page).toHaveURL(/q=guero/);
  await expect(item).toBeVisible();
  await search.fill('sushi');
  await expect(page.getByTestId('favorites-no-matches')).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(item).toBeVisible();
  const chips = page.getByTestId('list-categories');
  await chips.getByRole('button', { name: 'Restaurantes' }).click();
  await expect(chips.getByRole('button', { name: 'Restaurantes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(item).toBeVisible();

  await page.getByTestId('favorites-view-list').click();
  await expect(page.getByTestId('favorites-list')).toHaveAttribute('data-view', 'list');
  await screenshots(page, 'favorites-list', 1280);

  await item.getByRole('button', { name: `Quitar ${DEMO_BUSINESS} de favoritos` }).click();
  await expectToast(page, 'Negocio eliminado de favoritos');
  await expect(item).toHaveCount(0);
  await page.getByRole('button', { name: 'Todos' }).click();
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
  await screenshots(page, 'favorites-empty', 1280);

  // The business page agrees: Guardar is off again.
  await page.goto(`/businesses/${id}`);
  await expect(page.getByTestId('business-favorite')).toHaveAttribute('aria-pressed', 'false');
});

// Spec 01 §2 and §6, 02 §2 and §4: Avisos lists the live announcements of the businesses a person
// follows, with their days left ('Último día' for the last one); premium-only ones are listed with
// an unlock banner; a visitor gets a sign-in prompt.
test('a person follows a business and sees its announcements in Avisos with the days left', async ({
  page,
}) => {
  await skipOnboarding(page);
  const suffix = Date.now().toString(36);
  const { token, id } = await demoBusiness(page);
  const publish = async (body: Record<string, unknown>) => {
    const response = await page.request.post(`/api/discovery/businesses/${id}/promotions`, {
      headers: { authorization: `Bearer ${token}` },
      data: body,
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  const weekly = `Torta + refresco ${suffix}`;
  const lastDay = `Solo hoy: agua fresca gratis ${suffix}`;
  await publish({
    title: weekly,
    message: 'Combo de martes a jueves.',
    expires_at: new Date(Date.now() + 5 * 24 * HOUR - HOUR).toISOString(),
  });
  await publish({
    title: lastDay,
    message: 'Para miembros Premium.',
    expires_at: new Date(Date.now() + 12 * HOUR).toISOString(),
    is_premium_only: true,
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/followed');
  await expect(page.getByTestId('followed-signed-out')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).last()).toHaveAttribute(
    'href',
    '/profile?redirect=%2Ffollowed',
  );
  await screenshots(page, 'avisos-visitor', 1280);

  await signUp(page, uniqueEmail('avisos'));
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.goto('/followed');
  await expect(page.getByTestId('followed-empty')).toBeVisible();

  await page.goto(`/businesses/${id}`);
  const follow = page.getByTestId('business-follow');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Avisos' }).last().click();
  await expect(page).toHaveURL(/\/followed$/);
  const card = (title: string) => page.getByTestId('announcement-card').filter({ hasText: title });
  await expect(card(weekly)).toBeVisible();
  await expect(card(weekly).getByTestId('announcement-deadline')).toContainText('Quedan 5 días');
  await expect(card(lastDay).getByTestId('announcement-deadline')).toContainText('Último día');
  await expect(card(lastDay)).toContainText('Exclusiva Premium');
  await expect(page.getByTestId('premium-unlock')).toBeVisible();
  // Newest first.
  const titles = await page.getByTestId('announcement-card').getByRole('heading').allTextContents();
  expect(titles.indexOf(lastDay)).toBeLessThan(titles.indexOf(weekly));
  await expect(card(weekly).getByRole('link', { name: weekly })).toHaveAttribute('href', `/businesses/${id}`);

  // Chips: Todos first, then the categories present; and the search.
  const chips = page.getByTestId('list-categories').getByRole('button');
  await expect(chips.first()).toHaveText('Todos');
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('list-categories').getByRole('button', { name: 'Restaurantes' }).click();
  await expect(card(weekly)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar en los avisos' }).fill(`refresco ${suffix}`);
  await expect(card(lastDay)).toHaveCount(0);
  await expect(card(weekly)).toBeVisible();
  await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
  await expect(card(lastDay)).toBeVisible();
  await screenshots(page, 'avisos', 1280);

  await card(weekly).getByRole('link', { name: weekly }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${id}$`));
});
