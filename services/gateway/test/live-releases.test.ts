import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { RemotesManifest } from '@cerca/contracts';
import { recordRelease, rollbackRemote, switchToRelease } from '@cerca/releases';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REMOTES_SCRIPT_ID } from '../src/shell-page';
import { startTestGateway, type TestGateway } from './test-gateway';

const VERSION = 'a1b2c3d4e5f6';
const CONFIGURED = '/remotes/mf-driver/mf-manifest.json';
const RELEASED = `/releases/mf-driver/${VERSION}/mf-manifest.json`;

// A release published after the gateway started, into a store that did not exist yet.
const storeParent = mkdtempSync(path.join(tmpdir(), 'cerca-live-releases-'));
const releases = path.join(storeParent, 'releases');
let test: TestGateway;

/** The remote's build output as webpack writes it: a manifest naming its entry and exposed chunk. */
function writeRemoteBuild(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './app', assets: { js: { sync: ['__federation_expose_app.1234abcd.js'] } } }],
    shared: [],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_driver;');
  writeFileSync(path.join(dir, 'remoteEntry.js.br'), brotliCompressSync('var mf_driver;'));
  writeFileSync(path.join(dir, '__federation_expose_app.1234abcd.js'), 'export {}');
}

beforeAll(async () => {
  test = await startTestGateway({
    name: 'live-releases',
    manifestPollMs: 200,
    env: { RELEASES_DIR: releases },
    writeBuild(webRoot) {
      mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
      writeFileSync(
        path.join(webRoot, 'shell', 'dist', 'index.html'),
        '<!doctype html><html><head><title>Cerca</title></head><body></body></html>',
      );
      writeRemoteBuild(path.join(webRoot, 'mf-driver', 'dist'));
    },
  });
  writeRemoteBuild(path.join(releases, 'mf-driver', VERSION));
});

afterAll(async () => {
  await test?.close();
  rmSync(storeParent, { recursive: true, force: true });
});

async function remotesJson(): Promise<RemotesManifest> {
  const response = await test.app.inject({ method: 'GET', url: '/remotes.json' });
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.json() as RemotesManifest;
}

async function page(url: string) {
  const response = await test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const inline = new RegExp(`<script type="application/json" id="${REMOTES_SCRIPT_ID}">(.*?)</script>`).exec(
    response.body,
  )?.[1];
  return {
    body: response.body,
    csp: String(response.headers['content-security-policy']),
    manifest: JSON.parse(inline ?? 'null') as RemotesManifest,
  };
}

const driver = (manifest: RemotesManifest) => manifest.remotes.find((remote) => remote.name === 'mf_driver');

/** Waits for `check` to pass, at most `ms`; returns how long it took. */
async function within(ms: number, check: () => Promise<void>): Promise<number> {
  const started = Date.now();
  await vi.waitFor(check, { timeout: ms, interval: 50 });
  return Date.now() - started;
}

async function release(manifestUrl: string, version = VERSION) {
  const row = await recordRelease(test.database.db, {
    remote: 'mf-driver',
    version,
    manifestUrl,
    exposes: ['./app'],
    shared: {},
    releasedBy: 'test',
    buildMs: 1000,
  });
  return switchToRelease(test.database.db, { releaseId: row.id, by: 'test' });
}

describe('live remote releases', () => {
  it('creates the local store at start and serves the configured build before any release', async () => {
    expect(existsSync(releases)).toBe(true);
    expect(driver(await remotesJson())).toMatchObject({ manifest: CONFIGURED });
    expect(driver(await remotesJson())).not.toHaveProperty('version');
  });

  it('serves a switch in the database within 5 s, in /remotes.json and inline in pages', async () => {
    const before = await page('/driver-dashboard');
    expect(driver(before.manifest)?.manifest).toBe(CONFIGURED);
    expect(before.body).toContain('href="/remotes/mf-driver/remoteEntry.js"');

    await release(RELEASED);
    await within(5000, async () => {
      expect(driver(await remotesJson())).toMatchObject({ manifest: RELEASED, version: VERSION });
    });
    const after = await page('/driver-dashboard');
    expect(driver(after.manifest)).toMatchObject({ manifest: RELEASED, version: VERSION });
    // The page preloads the live release's files, read from the local store.
    expect(after.body).toContain(`href="/releases/mf-driver/${VERSION}/remoteEntry.js"`);
    expect(after.body).toContain(`href="/releases/mf-driver/${VERSION}/__federation_expose_app.1234abcd.js"`);
    expect(after.body).not.toContain('/remotes/mf-driver/');
  });

  it('serves release files as immutable, precompressed, cross-origin, and never the shell page', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json', '__federation_expose_app.1234abcd.js']) {
      const response = await test.app.inject({
        method: 'GET',
        url: `/releases/mf-driver/${VERSION}/${file}`,
      });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(response.headers['access-control-allow-origin'], file).toBe('*');
    }
    const br = await test.app.inject({
      method: 'GET',
      url: `/releases/mf-driver/${VERSION}/remoteEntry.js`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of [
      `/releases/mf-driver/${VERSION}/nope.js`,
      '/releases/mf-driver/000000000000/remoteEntry.js',
    ]) {
      const missing = await test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toContain('application/json');
      expect(missing.body, url).not.toContain('<title>Cerca</title>');
    }
    // Folders are not listed, and not answered with a page either.
    for (const url of ['/releases/mf-driver/', '/releases']) {
      const folder = await test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([403, 404], url).toContain(folder.statusCode);
      expect(folder.body, url).not.toContain('<title>Cerca</title>');
    }
  });

  it('restores the configured URL on a rollback to the configured build', async () => {
    await rollbackRemote(test.database.db, { remote: 'mf-driver', by: 'test' });
    await within(5000, async () => {
      expect(driver(await remotesJson())).toMatchObject({ manifest: CONFIGURED });
    });
    expect(driver(await remotesJson())).not.toHaveProperty('version');
    const after = await page('/driver-dashboard');
    expect(driver(after.manifest)?.manifest).toBe(CONFIGURED);
    expect(after.body).toContain('href="/remotes/mf-driver/remoteEntry.js"');
  });

  it("allows an S3/CDN release's origin in the page CSP while it is live", async () => {
    const cdn = 'https://cdn.cerca.mx/remotes/mf-driver/b2c3d4e5f6a1/mf-manifest.json';
    expect((await page('/businesses')).csp).not.toContain('https://cdn.cerca.mx');
    await release(cdn, 'b2c3d4e5f6a1');
    await within(5000, async () => {
      expect((await page('/businesses')).csp).toContain("script-src 'self' https://cdn.cerca.mx");
    });
    expect((await page('/businesses')).csp).toContain("connect-src 'self' ws: wss: https://cdn.cerca.mx");

    await rollbackRemote(test.database.db, { remote: 'mf-driver', by: 'test' });
    await within(5000, async () => {
      expect((await page('/businesses')).csp).not.toContain('https://cdn.cerca.mx');
    });
  });
});
