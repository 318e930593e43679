import { expect, test } from '@playwright/test';
import {
  accessToken,
  chooseGuadalajara,
  DEMO_BUSINESS,
  DEMO_OWNER,
  expectToast,
  openSignedIn,
  ownedBusinessId,
  skipOnboarding,
} from './helpers';

// Issue 24: the gateway renders a returning visitor's public pages on the server, so a phone paints
// them before any script arrives; the remote then hydrates that markup instead of drawing it again.

test("a returning visitor's city arrives drawn, works without scripts, and hydrates in place", async ({
  page,
  browser,
  baseURL,
}) => {
  await skipOnboarding(page);
  await chooseGuadalajara(page);
  // The app keeps the chosen place in a cookie too, which is what the gateway renders from.
  const cookies = await page.context().cookies();
  const place = cookies.find((cookie) => cookie.name === 'cerca_place');
  expect(place?.value).toMatch(/^[0-9a-f-]{36}\.[0-9a-f-]{36}$/);

  // Without any script: the city, its stories and its first posts, with working links.
  const bare = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await bare.addCookies([{ ...place!, sameSite: 'Lax' }]);
  const still = await bare.newPage();
  await still.goto('/');
  await expect(still.getByRole('heading', { level: 1, name: 'Guadalajara' })).toBeVisible();
  await expect(still.getByTestId('story-bubble').first()).toBeVisible();
  const cards = still.getByTestId('post-card');
  await expect(cards.first()).toBeVisible();
  // What a phone's first screen shows; the rest is drawn as a person scrolls to it.
  expect(await cards.count()).toBeLessThanOrEqual(3);
  await still.getByTestId('post-business').first().click();
  await expect(still).toHaveURL(/\/businesses\/[0-9a-f-]{36}$/);
  await expect(still.getByTestId('business-name')).toBeVisible();
  await bare.close();

  // With scripts: the same elements stay (hydrated, not replaced), and nothing is logged as an error.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Guadalajara' });
  await expect(heading).toBeVisible();
  const drawn = await heading.elementHandle();
  // Interactive once hydrated: a visitor's reaction asks them to sign in.
  await expect(async () => {
    await page.getByTestId('post-card').first().getByTestId('reaction-like').click();
    await expectToast(page, 'Debes iniciar sesión para reaccionar');
  }).toPass();
  expect(await drawn?.evaluate((element) => element.isConnected)).toBe(true);
  // The next posts are drawn as the end of the list comes near.
  await expect(async () => {
    await page.getByTestId('post-card').last().scrollIntoViewIfNeeded();
    expect(await page.getByTestId('post-card').count()).toBeGreaterThan(3);
  }).toPass();
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a business page arrives drawn with its cover, and a page behind a session never does', async ({
  page,
  request,
}) => {
  // Straight to the page by its id: other specs' posts may have pushed the demo's below the fold.
  const businessId = await ownedBusinessId(
    request,
    await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password),
    DEMO_BUSINESS,
  );
  await skipOnboarding(page);
  await chooseGuadalajara(page);
  const url = `/businesses/${businessId}`;
  await page.goto(url);
  await expect(page.getByTestId('business-name')).toHaveText(DEMO_BUSINESS);

  const html = await (await page.request.get(url, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('data-server-rendered');
  expect(html).toContain(`data-testid="business-name">${DEMO_BUSINESS}</h1>`);
  // The cover, the page's largest paint, is asked for from the head at high priority.
  expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>/);

  // Signed-in pages are drawn in the browser only: the server sees visitors, never sessions.
  const favorites = await (await request.get('/favorites', { headers: { accept: 'text/html' } })).text();
  expect(favorites).not.toContain('data-server-rendered');
});

test("a signed-in person's city is drawn anew as theirs over the visitor's markup, without errors", async ({
  page,
}) => {
  await skipOnboarding(page);
  await chooseGuadalajara(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openSignedIn(page, '/', DEMO_OWNER);
  await expect(page.getByRole('heading', { level: 1, name: 'Guadalajara' })).toBeVisible();
  // Theirs: reacting is allowed (a visitor's page would ask them to sign in).
  const like = page.getByTestId('post-card').first().getByTestId('reaction-like');
  const pressed = await like.getAttribute('aria-pressed');
  await like.click();
  await expect(like).not.toHaveAttribute('aria-pressed', pressed ?? 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', pressed ?? 'false');
  expect(errors).toEqual([]);
});
