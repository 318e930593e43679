import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../src/shell-page';
import { startTestGateway, type TestGateway } from './test-gateway';

let test: TestGateway;
let gateway: FastifyInstance;

/** A file and the .br/.gz copies the build writes next to it. */
function writeAsset(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

const federationManifest = (shared: Array<[string, string]>, extra: object = {}) =>
  JSON.stringify({
    shared: shared.map(([name, file]) => ({ name, assets: { js: { sync: [file], async: [] } } })),
    ...extra,
  });

/** The build output these tests serve: compressed copies, federation manifests. */
function writeBuild(webRoot: string): void {
  const shell = path.join(webRoot, 'shell', 'dist');
  writeAsset(
    path.join(shell, 'index.html'),
    '<!doctype html><html><head><title>Cerca</title><script defer src="/main.js?1"></script></head><body></body></html>',
  );
  writeAsset(path.join(shell, 'main.js'), `console.log(${'"shell";'.repeat(200)})`);
  writeAsset(path.join(shell, '262.abcdef12.js'), `var reactDom=${'1;'.repeat(500)}`);
  writeAsset(
    path.join(shell, 'mf-manifest.json'),
    federationManifest([['react-dom/client', '262.abcdef12.js']]),
  );
  const driver = path.join(webRoot, 'mf-driver', 'dist');
  writeAsset(path.join(driver, 'remoteEntry.js'), `var mf_driver=${'2;'.repeat(500)}`);
  writeAsset(
    path.join(driver, 'mf-manifest.json'),
    federationManifest(
      [
        ['react-dom/client', '262.99999999.js'],
        ['react-router-dom', '432.29cfaa5b.js'],
      ],
      {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { path: './app', assets: { js: { sync: ['__federation_expose_app.1234abcd.js'], async: [] } } },
        ],
      },
    ),
  );
}

beforeAll(async () => {
  test = await startTestGateway({ name: 'delivery', seedCatalogue: true, writeBuild });
  gateway = test.app;
});

afterAll(async () => {
  await test?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  gateway.inject({ method: 'GET', url, headers });

describe('compressed delivery', () => {
  it('serves the build’s brotli or gzip copy by accept-encoding, varying on it', async () => {
    const br = await get('/main.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await get('/main.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/main.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('shell');
    const remote = await get('/remotes/mf-driver/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(remote.headers['content-encoding']).toBe('br');
    expect(remote.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends build files without the headers only a page needs', async () => {
    const chunk = await get('/262.abcdef12.js', { 'accept-encoding': 'br' });
    expect(chunk.statusCode).toBe(200);
    for (const header of [
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'x-xss-protection',
    ])
      expect(chunk.headers[header], header).toBeUndefined();
    // Never revalidated, so no validators; scripts keep nosniff.
    expect(chunk.headers.etag).toBeUndefined();
    expect(chunk.headers['last-modified']).toBeUndefined();
    expect(chunk.headers['accept-ranges']).toBeUndefined();
    expect(chunk.headers['x-content-type-options']).toBe('nosniff');
    // An entry is revalidated: it keeps its etag, and answers 304 to it.
    const entry = await get('/remotes/mf-driver/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(entry.headers['x-frame-options']).toBeUndefined();
    const etag = String(entry.headers.etag);
    expect(etag).not.toBe('undefined');
    expect(
      (await get('/remotes/mf-driver/remoteEntry.js', { 'accept-encoding': 'br', 'if-none-match': etag }))
        .statusCode,
    ).toBe(304);
    // The page keeps all of them.
    const page = await get('/', { accept: 'text/html' });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('revalidates entries and caches hashed chunks for good, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      expect((await get('/main.js', headers)).headers['cache-control']).toBe('no-cache');
      expect((await get('/remotes/mf-driver/remoteEntry.js', headers)).headers['cache-control']).toBe(
        'no-cache',
      );
      expect((await get('/remotes/mf-driver/mf-manifest.json', headers)).headers['cache-control']).toBe(
        'no-cache',
      );
      expect((await get('/262.abcdef12.js', headers)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it('compresses JSON answers above 1 KB', async () => {
    const categories = await get('/api/discovery/categories', { 'accept-encoding': 'gzip' });
    expect(categories.statusCode).toBe(200);
    expect(categories.headers['content-encoding']).toBe('gzip');
    const small = await get('/health', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the shell page', () => {
  it('carries the remotes manifest inline and preloads what the route needs', async () => {
    const page = await get('/driver-dashboard', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const inline = /<script type="application\/json" id="cerca-remotes">(.*?)<\/script>/.exec(page.body);
    const manifest = (await get('/remotes.json')).json();
    expect(JSON.parse(inline?.[1] ?? 'null')).toEqual(manifest);
    const preloads = [...page.body.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloads).toEqual([
      // The shell's shared libraries, then the owning remote's entry, app and the shared
      // libraries only the remote provides (react-dom/client comes from the shell).
      '/262.abcdef12.js',
      '/remotes/mf-driver/remoteEntry.js',
      '/remotes/mf-driver/__federation_expose_app.1234abcd.js',
      '/remotes/mf-driver/432.29cfaa5b.js',
    ]);
    expect(page.body.indexOf('cerca-remotes')).toBeLessThan(page.body.indexOf('</head>'));
    // The remote's scripts wait behind the shell's, which the first paint needs.
    expect(page.body).toContain('<link rel="preload" as="script" href="/262.abcdef12.js">');
    expect(page.body).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-driver/remoteEntry.js" fetchpriority="low">',
    );
  });

  it('preloads only the shell for paths of remotes gated by a role', async () => {
    const admin = await get('/admin', { accept: 'text/html' });
    expect(admin.body).not.toContain('href="/remotes/mf-admin/');
    expect(admin.body).toContain('<link rel="preload" as="script" href="/262.abcdef12.js">');
  });

  it('is sent compressed when the browser accepts it', async () => {
    const page = await get('/', { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('picks br, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
