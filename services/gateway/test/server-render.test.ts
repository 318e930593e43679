import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test-gateway';

// A remote's server render bundle as the gateway loads it (createRemoteServerConfig builds the real
// one from @cerca/remote-kit/server): it renders '/' and business pages, asks the API through the
// transport it is given, and says what it saw. '/businesses/held' waits for the test to let it go.
const RENDER_BUNDLE = `
let renders = 0;
exports.renders = (pathname) => pathname === '/' || pathname.startsWith('/businesses/');
exports.render = async ({ url, place, transport }) => {
  renders += 1;
  if (url === '/businesses/broken') return { rendered: false, reason: 'a request failed' };
  if (url === '/businesses/held') await new Promise((resolve) => { globalThis.releaseHeldRender = resolve; });
  const answer = await transport('/api/discovery/countries', { method: 'GET' });
  const { countries } = await answer.json();
  const write = await transport('/api/discovery/businesses', { method: 'POST' }).then(() => 'sent', (error) => error.message);
  return {
    rendered: true,
    html: '<link rel="preload" as="image" href="/photo.webp" fetchPriority="high"/><p data-renders="' + renders + '">' +
      countries.length + ' países · ' + (place.cityId ?? 'sin ciudad') + ' · ' + write + '</p>',
    payload: { place, queries: { mutations: [], queries: [] }, note: '</script><script>alert(1)</script>' },
  };
};
`;

const PAGE =
  '<!doctype html><html><head><link href="/main.css" rel="stylesheet"><script defer src="/main.js"></script></head>' +
  '<body><main id="cerca-outlet" class="cerca-shell-outlet" tabindex="-1"></main></body></html>';

const COUNTRY = '3bfe8f68-e39a-4ca7-9114-1bbff45fa2b1';
const CITY = 'd032aa86-6a56-4096-8b54-b7c25e729c74';

let test: TestGateway;
let gateway: FastifyInstance;

beforeAll(async () => {
  test = await startTestGateway({
    name: 'server-render',
    seedCatalogue: true,
    env: { SERVER_RENDER_WAIT_MS: '200' },
    writeBuild(webRoot) {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
        writeFileSync(path.join(webRoot, file), text);
      };
      write('shell/dist/index.html', PAGE);
      write('shell/dist/startup.json', JSON.stringify({ scripts: ['react.js'] }));
      write(
        'mf-discovery/dist/mf-manifest.json',
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [
            {
              path: './app',
              // Two chunks with the same styles (one content hash): linked once.
              assets: { js: { sync: ['app.js'] }, css: { sync: ['styles.1a2b3c4d.css', '77.1a2b3c4d.css'] } },
            },
          ],
        }),
      );
      write('mf-discovery/dist/remoteEntry.js', 'var mf_discovery;');
      write('mf-discovery/dist/server/render.cjs', RENDER_BUNDLE);
    },
  });
  gateway = test.app;
});

afterAll(async () => {
  await test?.close();
});

const page = (url: string, cookie?: string) =>
  gateway.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });

const place = `theme=dark; cerca_place=${COUNTRY}.${CITY}`;

describe('server rendering of public pages', () => {
  it("puts the remote's render, drawn from the API as a visitor of the chosen city, in its outlet element", async () => {
    const response = await page('/', place);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const countries = (await gateway.inject({ url: '/api/discovery/countries' })).json().countries.length;
    expect(countries).toBeGreaterThan(0);
    // Inside the remote's element, marked for the shell and the remote's hydration.
    expect(html).toMatch(
      new RegExp(
        `<main id="cerca-outlet"[^>]*><div id="cerca-app-mf_discovery" class="cerca-remote" data-remote="mf_discovery" data-server-rendered><p data-renders="\\d+">${countries} países · ${CITY} · a server render may not POST /api/discovery/businesses</p></div>`,
      ),
    );
    // The place and answers it was drawn from, as data the page's CSP never runs, unable to close it.
    const payload = /<script type="application\/json" id="cerca-ssr-mf_discovery">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(payload ?? 'null')).toMatchObject({ place: { countryId: COUNTRY, cityId: CITY } });
    expect(html).not.toContain('<script>alert(1)');
    // Styles before the photo, scripts after both and at low priority; React's preload moved to the head.
    const head = html.slice(0, html.indexOf('</head>'));
    const at = (fragment: string) => head.indexOf(fragment);
    expect(at('<link rel="stylesheet" href="/remotes/mf-discovery/styles.1a2b3c4d.css">')).toBeGreaterThan(
      -1,
    );
    expect(head).not.toContain('<link rel="stylesheet" href="/remotes/mf-discovery/77.1a2b3c4d.css">');
    expect(at('<link rel="preload" as="image" href="/photo.webp" fetchPriority="high"/>')).toBeGreaterThan(
      at('styles.1a2b3c4d.css'),
    );
    expect(at('<link rel="preload" as="script" href="/react.js" fetchpriority="low">')).toBeGreaterThan(
      at('/photo.webp'),
    );
    expect(
      at('<link rel="preload" as="script" href="/remotes/mf-discovery/remoteEntry.js" fetchpriority="low">'),
    ).toBeGreaterThan(-1);
    // The shell's entry is preloaded and started by the starter once the page is on screen,
    // never run before the first paint as the deferred script of the client-rendered page.
    expect(html).not.toContain('<script defer src="/main.js"></script>');
    expect(head).toContain('<link rel="preload" as="script" href="/main.js" fetchpriority="low">');
    const starter =
      /<script defer src="(\/start-after-paint\.js\?v=[0-9a-f]{12})" data-entry="\/main\.js"><\/script>/.exec(
        head,
      )?.[1];
    expect(starter).toBeDefined();
    const compressed = await gateway.inject({ url: starter ?? '', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    const script = await gateway.inject({ url: starter ?? '' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toContain("getAttribute('data-entry')");
    // It depends on the cookie: no shared cache may keep it for someone else.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toBe('accept-encoding, cookie');
  });

  it('renders without a city when the cookie names none, or something that is not a place', async () => {
    for (const cookie of [undefined, 'cerca_place=../../etc', `cerca_place=${COUNTRY}.${CITY}.x`]) {
      const html = (await page('/', cookie)).body;
      expect(html).toContain('· sin ciudad ·');
    }
  });

  it('reuses a render for everyone asking for the same page and place, for a while', async () => {
    const renders = async () => /data-renders="(\d+)"/.exec((await page('/businesses/a', place)).body)?.[1];
    const first = await renders();
    expect(first).toBeDefined();
    expect(await renders()).toBe(first);
  });

  it("sends the page to render in the browser when the remote's render fails or does not render that page", async () => {
    for (const url of ['/businesses/broken', '/favorites']) {
      const html = (await page(url, place)).body;
      expect(html).toContain('<main id="cerca-outlet" class="cerca-shell-outlet" tabindex="-1"></main>');
      expect(html).not.toContain('data-server-rendered');
      expect(html).toContain('<link rel="preload" as="script" href="/react.js">');
      // Nothing is on screen before the shell runs: it starts as soon as the page is parsed.
      expect(html).toContain('<script defer src="/main.js"></script>');
      expect(html).not.toContain('start-after-paint');
    }
  });

  it('does not hold a page for a slow render, and the render, once done, serves the next visitor', async () => {
    const held = (await page('/businesses/held', place)).body;
    expect(held).not.toContain('data-server-rendered');
    (globalThis as { releaseHeldRender?: () => void }).releaseHeldRender?.();
    const next = (await page('/businesses/held', place)).body;
    expect(next).toContain('data-server-rendered');
  });

  it('never serves the render bundle to browsers', async () => {
    const response = await gateway.inject({ url: '/remotes/mf-discovery/server/render.cjs' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('exports.render');
    expect((await gateway.inject({ url: '/remotes/mf-discovery/remoteEntry.js' })).statusCode).toBe(200);
  });
});
