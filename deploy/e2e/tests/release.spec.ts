import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DRIVER_REMOTE_PORT, E2E_DATABASE_URL, E2E_RELEASES_DIR } from '../playwright.config';
import {
  accessToken,
  DEMO_OWNER,
  demoBusinessWithItem,
  expectToast,
  guadalajaraId,
  PASSWORD,
  signIn,
  signUp,
  skipOnboarding,
  uniqueEmail,
} from './helpers';
import { serveRemote, stop } from './remote-server';

// Issue 14: a team releases its own copy of mf-driver with one changed text. A page opened before
// the release keeps the version it loaded while it navigates inside the remote; a new load gets
// the new one; a rollback brings the old one back; a copy that breaks the shell's contract is
// refused and changes nothing.

const REPO = path.resolve(import.meta.dirname, '../../..');
const DRIVER = path.join(REPO, 'mf-driver');
const COPIES = path.join(path.dirname(E2E_RELEASES_DIR), 'copies');
const TSX = path.join(REPO, 'node_modules/.bin/tsx');
/** registration.editTitle (es-MX): the heading of /driver-registration for a registered driver. */
const OLD_TEXT = 'Tu registro de repartidor';
const NEW_TEXT = 'Tu registro de repartidor, renovado';
/** A 1×1 PNG: real image bytes, so the storage service's content check accepts it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of deploy/release's commands as `npm run <command>` does, against this run's app. */
function cli(command: 'release' | 'rollback', args: string[], baseURL: string): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: E2E_DATABASE_URL,
    CERCA_URL: baseURL,
    RELEASES_DIR: E2E_RELEASES_DIR,
  };
  // The local store, whatever the developer's shell says.
  for (const name of Object.keys(env)) if (name.startsWith('RELEASES_S3_')) delete env[name];
  return new Promise((resolve) => {
    execFile(
      TSX,
      [`deploy/release/src/cli/${command}.ts`, ...args],
      { cwd: REPO, env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        console.log(`[release.spec] ${command} ${args.join(' ')} → exit ${code}\n${stdout}${stderr}`);
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A team's copy of a remote (sources only, sharing the checkout's installed packages). */
function copyRemote(folder: string, name: string, change: (copy: string) => void): string {
  const source = path.join(REPO, folder);
  const copy = path.join(COPIES, name, folder);
  rmSync(copy, { recursive: true, force: true });
  const skipped = new Set([path.join(source, 'dist'), path.join(source, 'node_modules')]);
  cpSync(source, copy, { recursive: true, filter: (file) => !skipped.has(file) });
  symlinkSync(path.join(source, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // A remote's tsconfig.json extends the checkout's base, as it would in a team's own checkout.
  copyFileSync(path.join(REPO, 'tsconfig.base.json'), path.join(COPIES, name, 'tsconfig.base.json'));
  change(copy);
  return copy;
}

const copyDriver = (name: string, change: (copy: string) => void) => copyRemote('mf-driver', name, change);

function editJson(file: string, edit: (text: string) => string): void {
  const before = readFileSync(file, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`${file} did not change`);
  writeFileSync(file, after);
}

/** A signed-up person registered as a driver of Guadalajara through the driver API. */
async function registeredDriver(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('release');
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);
  const token = await accessToken(request, email);
  const registered = await request.post('/api/driver/registration', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      phone: '33 1111 2222',
      vehicle_type: 'bici',
      zone_id: await guadalajaraId(request),
      identification: { name: 'ine.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return email;
}

const driverHeading = (page: Page) =>
  page.locator('[data-remote="mf_driver"]').getByRole('heading', { level: 1 });

/** A new full load of the driver's registration page (a new tab of the same session). */
async function freshRegistrationPage(page: Page): Promise<{ page: Page; requests: string[] }> {
  const fresh = await page.context().newPage();
  const requests: string[] = [];
  fresh.on('request', (request) => requests.push(request.url()));
  await fresh.goto('/driver-registration');
  return { page: fresh, requests };
}

/** What /remotes.json says about the remote whose container is `name` now. */
async function liveRemote(
  request: APIRequestContext,
  name: string,
): Promise<{ manifest: string; version?: string }> {
  const manifest = (await (await request.get('/remotes.json')).json()) as {
    remotes: Array<{ name: string; manifest: string; version?: string }>;
  };
  const remote = manifest.remotes.find((entry) => entry.name === name);
  if (!remote) throw new Error(`${name} is not in /remotes.json`);
  return remote;
}

const liveDriver = (request: APIRequestContext) => liveRemote(request, 'mf_driver');

/**
 * Rolls `remote` back until nothing of this run is live (the configured build again), so later
 * specs find it as configured. Soft: a failure here must not hide the one that got us here.
 */
async function rollBackToConfigured(remote: string, baseURL: string): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const undo = await cli('rollback', [remote], baseURL);
    if (undo.code === 0) continue;
    expect.soft(undo.stderr).toContain('Nothing to roll back');
    return undo.stderr.includes('Nothing to roll back');
  }
  return false;
}

let configuredOrigin: Server | undefined;
let backOnConfigured = false;
let orderingBackOnConfigured = true;

test.afterAll(async () => {
  if (configuredOrigin?.listening) await stop(configuredOrigin);
  rmSync(COPIES, { recursive: true, force: true });
  // Nothing live comes from the run's store any more: the run's folder (store and copies) can go.
  if (backOnConfigured && orderingBackOnConfigured)
    rmSync(path.dirname(E2E_RELEASES_DIR), { recursive: true, force: true });
});

test('a release goes live on the next full load, never mid-page; rollback restores it; a breaking copy is refused', async ({
  page,
  request,
  baseURL,
}) => {
  // Two webpack builds of mf-driver (the release and the refused copy), 30–60 s each.
  test.setTimeout(8 * 60_000);
  if (!baseURL) throw new Error('baseURL is not configured');
  // The configured build of mf-driver lives on its own origin in e2e runs (playwright.config.ts).
  configuredOrigin = await serveRemote(path.join(DRIVER, 'dist'), DRIVER_REMOTE_PORT);
  const configured = `http://127.0.0.1:${DRIVER_REMOTE_PORT}/`;
  const changed = copyDriver('changed-text', (copy) =>
    editJson(path.join(copy, 'src/locales/es-MX/registration.json'), (text) =>
      text.replace(`"editTitle": "${OLD_TEXT}"`, `"editTitle": "${NEW_TEXT}"`),
    ),
  );
  // Exposes the router instead of the lifecycles as "./app": it builds, but the shell could not mount it.
  const breaking = copyDriver('wrong-module', (copy) =>
    editJson(path.join(copy, 'remote.json'), (text) =>
      text.replace('"./app": "./src/lifecycles.ts"', '"./app": "./src/app/router.tsx"'),
    ),
  );

  try {
    const email = await registeredDriver(request);
    await skipOnboarding(page);
    await signIn(page, email);
    await expect(page.getByTestId('user-menu-button')).toBeVisible();

    // Opened before the release: the dashboard, from the configured build.
    await page.goto('/driver-dashboard');
    await expect(page.getByTestId('driver-dashboard')).toBeVisible();
    const openRequests: string[] = [];
    page.on('request', (request) => openRequests.push(request.url()));

    const released = await cli('release', ['mf-driver', '--source', changed], baseURL);
    expect(released.code, released.stderr).toBe(0);
    const printed = /^mf-driver ([0-9a-f]{12}) is live \((\d+\.\d) s from command to live: build /m.exec(
      released.stdout,
    );
    expect(printed, released.stdout).not.toBeNull();
    const version = printed?.[1] ?? '';
    const versionFolder = `/releases/mf-driver/${version}/`;
    expect(existsSync(path.join(E2E_RELEASES_DIR, 'mf-driver', version, 'mf-manifest.json'))).toBe(true);
    // Every gateway serves a switch within 5 s of it; the command waited for this one already.
    await expect
      .poll(async () => (await liveDriver(request)).version, { timeout: 5000, intervals: [250] })
      .toBe(version);

    // The open page navigates inside mf-driver: the registration page's lazy chunk comes from
    // the version the page started with, not from the new folder.
    await page.getByTestId('driver-edit-registration').click();
    await expect(page).toHaveURL(/\/driver-registration$/);
    await expect(driverHeading(page)).toHaveText(OLD_TEXT);
    expect(openRequests.filter((url) => url.includes(versionFolder))).toEqual([]);
    expect(openRequests.filter((url) => url.startsWith(configured)).length).toBeGreaterThan(0);

    // A new full load gets the release, from the gateway's local store.
    const after = await freshRegistrationPage(page);
    await expect(driverHeading(after.page)).toHaveText(NEW_TEXT);
    expect(after.requests).toContain(new URL(`${versionFolder}remoteEntry.js`, baseURL).href);
    expect(after.requests.filter((url) => url.startsWith(configured))).toEqual([]);
    await after.page.close();

    const rolledBack = await cli('rollback', ['mf-driver'], baseURL);
    expect(rolledBack.code, rolledBack.stderr).toBe(0);
    expect(rolledBack.stdout).toMatch(/^mf-driver rolled back to the configured build \(\d+\.\d s\)$/m);
    await expect
      .poll(async () => (await liveDriver(request)).manifest, { timeout: 5000, intervals: [250] })
      .toBe(`${configured}mf-manifest.json`);
    const back = await freshRegistrationPage(page);
    await expect(driverHeading(back.page)).toHaveText(OLD_TEXT);
    await back.page.close();

    // A copy whose "./app" is the wrong module would break every mf-driver page: refused.
    const refused = await cli('release', ['mf-driver', '--source', breaking], baseURL);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trimStart()).toMatch(/^Refused:/);
    expect(refused.stderr).toContain(
      'Refused: mf_driver exposes as ./app a module without the single-spa lifecycles the shell mounts (missing bootstrap, mount, unmount; it exports routes). mf-driver keeps the configured build live.',
    );
    expect(refused.stdout).not.toMatch(/is live/);
    expect((await liveDriver(request)).manifest).toBe(`${configured}mf-manifest.json`);
    const still = await freshRegistrationPage(page);
    await expect(driverHeading(still.page)).toHaveText(OLD_TEXT);
    await still.page.close();
  } finally {
    // Later specs expect mf-driver on its configured origin (resilience.spec.ts stops it).
    backOnConfigured = await rollBackToConfigured('mf-driver', baseURL);
  }
});

/** cart.checkout.title (es-MX): the checkout dialog's title, which mf-ordering owns. */
const OLD_CHECKOUT = 'Tu pedido';
const NEW_CHECKOUT = 'Revisa tu pedido';

// Issue 23: a change to checkout touches only mf-ordering and ships with `npm run release --
// mf-ordering`. mf-discovery's business page mounts ordering's "./business-menu" as the live
// ordering serves it, so the next load of a business page shows the change with no discovery
// release; an ordering build without that module is refused, since the live page loads it.
test('a checkout text ships with mf-ordering alone and shows on a business page; dropping the Menú tab is refused', async ({
  page,
  request,
  baseURL,
}) => {
  // Two webpack builds of mf-ordering (the release and the refused copy), 60–120 s each.
  test.setTimeout(8 * 60_000);
  if (!baseURL) throw new Error('baseURL is not configured');
  const item = `Torta del lanzamiento ${Date.now().toString(36)}`;
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const { businessId } = await demoBusinessWithItem(request, ownerToken, {
    category: 'Lanzamiento',
    name: item,
    price: '90.00',
  });
  const changed = copyRemote('mf-ordering', 'checkout-text', (copy) =>
    editJson(path.join(copy, 'src/locales/es-MX/cart.json'), (text) =>
      text.replace(`"title": "${OLD_CHECKOUT}"`, `"title": "${NEW_CHECKOUT}"`),
    ),
  );
  const withoutMenu = copyRemote('mf-ordering', 'no-business-menu', (copy) =>
    editJson(path.join(copy, 'remote.json'), (text) => text.replace(/,\s*"\.\/business-menu": "[^"]+"/, '')),
  );
  const checkoutOf = async (target: Page) => {
    await target.goto(`/businesses/${businessId}`);
    await target.getByRole('tab', { name: 'Menú' }).click();
    await target.getByTestId('cart-bar').getByRole('button').click();
  };

  orderingBackOnConfigured = false;
  try {
    // A customer's cart on the business page, before the release: the configured checkout.
    await skipOnboarding(page);
    await signUp(page, uniqueEmail('lanzamiento'));
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    await page.goto(`/businesses/${businessId}`);
    await page.getByRole('tab', { name: 'Menú' }).click();
    await page.getByRole('button', { name: `Agregar ${item} al carrito` }).click();
    await page.getByTestId('add-item-submit').click();
    await expectToast(page, 'Agregado al carrito');
    await checkoutOf(page);
    await expect(page.getByRole('dialog', { name: OLD_CHECKOUT })).toBeVisible();
    const discovery = await liveRemote(request, 'mf_discovery');

    const released = await cli('release', ['mf-ordering', '--source', changed], baseURL);
    expect(released.code, released.stderr).toBe(0);
    const version = /^mf-ordering ([0-9a-f]{12}) is live \(/m.exec(released.stdout)?.[1];
    expect(version, released.stdout).toBeDefined();

    // The next load of the business page: discovery's page as it was, ordering's new checkout.
    const fresh = await page.context().newPage();
    const requests: string[] = [];
    fresh.on('request', (sent) => requests.push(sent.url()));
    await checkoutOf(fresh);
    await expect(fresh.getByRole('dialog', { name: NEW_CHECKOUT })).toBeVisible();
    expect(requests).toContain(new URL(`/releases/mf-ordering/${version}/remoteEntry.js`, baseURL).href);
    expect(await liveRemote(request, 'mf_discovery')).toEqual(discovery);
    expect(requests.filter((url) => url.includes('/releases/mf-discovery/'))).toEqual([]);
    await fresh.close();

    // An ordering build that no longer exposes the Menú tab the live business page loads.
    const refused = await cli('release', ['mf-ordering', '--source', withoutMenu], baseURL);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'Refused: mf_ordering no longer exposes ./business-menu (the live mf_discovery loads it as mf_ordering/business-menu).',
    );
    expect((await liveRemote(request, 'mf_ordering')).version).toBe(version);
  } finally {
    // Later specs expect mf-ordering's configured build.
    orderingBackOnConfigured = await rollBackToConfigured('mf-ordering', baseURL);
  }
});
