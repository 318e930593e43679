import { expect, test } from '@playwright/test';
import { expectSameWindow, markWindow, skipOnboarding } from './helpers';

test.beforeEach(async ({ page }) => skipOnboarding(page));

test('crossing three remotes never reloads the page and loads each remote once', async ({ page }) => {
  const documents: string[] = [];
  const remoteEntries: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
    if (/\/(remoteEntry\.js|mf-manifest\.json)$/.test(new URL(request.url()).pathname))
      remoteEntries.push(request.url());
  });

  await page.goto('/');
  await expect(page.locator('[data-remote="mf_discovery"]')).toBeVisible();
  await markWindow(page);

  await page.getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('[data-remote="mf_ordering"]')).toBeVisible();

  await page.getByRole('link', { name: 'Inicio' }).click();
  await expect(page.locator('[data-remote="mf_discovery"]')).toBeVisible();

  await page.evaluate(() => {
    window.history.pushState(null, '', '/become-partner');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('[data-remote="mf_partner"]')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  await expectSameWindow(page);
  expect(documents).toHaveLength(1);
  // Each remote's container is fetched once, however often we come back to it.
  const counts = new Map<string, number>();
  for (const url of remoteEntries) counts.set(url, (counts.get(url) ?? 0) + 1);
  for (const [url, n] of counts) expect(n, url).toBe(1);
});

test('one React on the wire: remotes use the shell copy, never their own', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('[data-remote="mf_discovery"]')).toBeVisible();
  await page.getByRole('link', { name: 'Perfil' }).click();
  await expect(page.locator('[data-remote="mf_ordering"]')).toBeVisible();
  await page.goto('/become-partner');
  await expect(page.locator('[data-remote="mf_partner"]')).toBeVisible();

  // The remotes' mf-manifest.json list the fallback chunks of every shared module; none of the
  // React ones may have been downloaded.
  const singletons = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
  for (const folder of ['mf-discovery', 'mf-ordering', 'mf-partner']) {
    const manifest = await (await page.request.get(`/remotes/${folder}/mf-manifest.json`)).json();
    for (const shared of manifest.shared as Array<{
      name: string;
      assets: { js: { sync: string[]; async: string[] } };
    }>) {
      if (!singletons.includes(shared.name)) continue;
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        expect(scripts.has(`/remotes/${folder}/${file}`), `${folder} downloaded its own ${shared.name}`).toBe(
          false,
        );
      }
    }
  }
  // The share scope holds exactly one version of React, provided by the shell.
  const providers = await page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__?: {
          __SHARE__?: Record<
            string,
            Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>
          >;
        };
      }
    ).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        if (pkg !== 'react' && pkg !== 'react-dom') continue;
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded) result[pkg] = [...new Set([...(result[pkg] ?? []), `${version}@${info.from}`])];
        }
      }
    }
    return result;
  });
  expect(providers.react).toEqual([expect.stringMatching(/@shell$/)]);
  expect(providers['react-dom']).toEqual([expect.stringMatching(/@shell$/)]);
});
