import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  accessToken,
  chooseGuadalajara,
  DEMO_OWNER,
  expectToast,
  guadalajaraId,
  keepScreenshot,
  openSignedIn,
  ownedBusinessId,
  skipOnboarding,
} from './helpers';

const PARTNER = { email: 'partner.gdl@demo.cerca.mx', password: 'cerca-demo-1234' };
const BUSINESS = 'Tortas Ahogadas El Güero';
/** discovery's FEED_CACHE_TTL_MS: how long visitors could see a cached first page without invalidation. */
const FEED_CACHE_TTL_MS = 5_000;

/** The captions of the city feed's first page as a visitor gets it (the shared, cached answer). */
async function visitorFeedCaptions(request: APIRequestContext, cityId: string): Promise<string[]> {
  const response = await request.get(`/api/discovery/feed?city_id=${cityId}`);
  expect(response.status()).toBe(200);
  const { posts } = (await response.json()) as { posts: Array<{ caption: string | null }> };
  return posts.map((post) => post.caption ?? '');
}

test('the partner deletes a post and it disappears from the feed', async ({
  page,
  browser,
  request,
}, _testInfo) => {
  const cityId = await guadalajaraId(request);
  const caption = `Tortas de moderación ${randomUUID().slice(0, 8)}`;
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const businessId = await ownedBusinessId(request, ownerToken, BUSINESS);
  const published = await request.post(`/api/discovery/businesses/${businessId}/posts`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    multipart: { caption },
  });
  expect(published.status(), await published.text()).toBe(201);

  // A visitor sees it in Guadalajara's feed.
  const visitorContext = await browser.newContext({ locale: 'es-MX' });
  const visitor = await visitorContext.newPage();
  await skipOnboarding(visitor);
  await chooseGuadalajara(visitor);
  const visitorCard = visitor.getByTestId('post-card').filter({ hasText: caption });
  await expect(visitorCard).toBeVisible();

  // The partner finds it by searching the city's content.
  await skipOnboarding(page);
  await openSignedIn(page, `/dashboard/city/${cityId}/content`, PARTNER);
  await expect(page.getByTestId('city-content')).toBeVisible();
  await expect(page.getByTestId('content-item').first()).toBeVisible();
  await page.getByTestId('content-search').fill(caption.toUpperCase());
  const item = page.getByTestId('content-item').filter({ hasText: caption });
  await expect(item).toHaveCount(1);
  await expect(page.getByTestId('content-item')).toHaveCount(1);
  await expect(item.getByTestId('content-type')).toHaveText('Publicación');
  await expect(item.getByTestId('content-business')).toHaveAttribute('href', `/businesses/${businessId}`);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `city-content-${width}.png`, { fullPage: true });
  }

  await item.getByTestId('content-delete').click();
  const dialog = page.getByTestId('content-delete-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('¿Eliminar este contenido?');
  await keepScreenshot(page, 'city-content-confirm-1280.png');

  // The feed's first page is in the shared cache right now (a visitor just read it)...
  expect(await visitorFeedCaptions(request, cityId)).toContain(caption);
  const cachedAt = Date.now();
  await dialog.getByTestId('content-delete-confirm').click();
  await expectToast(page, 'Contenido eliminado exitosamente');
  await expect(item).toHaveCount(0);
  await expect(dialog).toBeHidden();

  // ...and yet it no longer lists the post, well before that cache would have expired.
  expect(await visitorFeedCaptions(request, cityId)).not.toContain(caption);
  expect(Date.now() - cachedAt).toBeLessThan(FEED_CACHE_TTL_MS);
  await visitor.reload();
  await expect(visitor.getByTestId('post-card').first()).toBeVisible();
  await expect(visitorCard).toHaveCount(0);
  await visitorContext.close();

  // The search now finds nothing.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.reload();
  await expect(page.getByTestId('content-search')).toHaveValue(caption.toUpperCase());
  await expect(page.getByText('No encontramos contenido')).toBeVisible();
});

test('another city: Ciudad no encontrada for an unknown city, and back to the city from the content page', async ({
  page,
  request,
}) => {
  const cityId = await guadalajaraId(request);
  await skipOnboarding(page);
  await openSignedIn(page, `/dashboard/city/${randomUUID()}/content`, {
    email: 'admin@demo.cerca.mx',
    password: PARTNER.password,
  });
  await expect(page.getByTestId('city-not-found')).toContainText('Ciudad no encontrada');
  await page.getByTestId('city-not-found').getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The whole list, with pictures, at both widths.
  await page.goto(`/dashboard/city/${cityId}/content`);
  await expect(page.getByTestId('content-item')).toHaveCount(20);
  await expect(page.getByTestId('content-more')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `city-content-all-${width}.png`, { fullPage: true });
  }
  await page.getByTestId('content-more').click();
  await expect.poll(() => page.getByTestId('content-item').count()).toBeGreaterThan(20);

  await page.goto(`/dashboard/city/${cityId}/content?tipo=review`);
  await expect(page.getByTestId('content-filter-review')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('content-item').first()).toBeVisible();
  for (const type of await page
    .getByTestId('content-item')
    .evaluateAll((items) => items.map((element) => element.getAttribute('data-content-type')))) {
    expect(type).toBe('review');
  }
  await page.getByRole('link', { name: /Volver a la ciudad/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/city/${cityId}$`));
});
