import { existsSync } from 'node:fs';
import path from 'node:path';
import { PLACE_COOKIE, parsePlaceCookie } from '@cerca/contracts/server-render';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTES } from './remotes';
import type { ServerRenders } from './server-render';
import { serverRenderedPage } from './server-rendered-page';
import { pickEncoding, type ShellPages } from './shell-page';
import { registerStartAfterPaint } from './start-after-paint';

/** Files whose names do not change between builds must be revalidated; hashed ones never. */
const MUTABLE_FILES = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'index.html',
  'main.js',
  'shellEntry.js',
  'startup.json',
]);

/**
 * Headers that only mean something on a document (framing, referrers, popups, old IE), which
 * helmet sets on every answer. A first visit downloads about twenty build files: over HTTP/1.1
 * these cost about 250 bytes on each, some 5 KB in all on a phone's first load (issue 24).
 * nosniff stays (it guards scripts and styles), and so does Cross-Origin-Resource-Policy.
 */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A file that never changes at its URL: cached for good, without validators, which would only travel. */
export function immutableAssetHeaders(reply: FastifyReply): void {
  for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  reply.removeHeader('etag');
  reply.removeHeader('last-modified');
}

/** Caching, and only the headers a build file needs. */
function assetHeaders(reply: FastifyReply, filePath: string): void {
  // With preCompressed the file sent may be main.js.br: the rule is the original name's.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (!MUTABLE_FILES.has(name)) {
    immutableAssetHeaders(reply);
    return;
  }
  for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
  reply.header('cache-control', 'no-cache');
}

/**
 * A build's server render bundle (server/render.cjs) is for the gateway, never for browsers:
 * nothing secret is in it, but nothing in a browser needs its 3 MB either.
 */
export const isBrowserFile = (pathName: string) => !/^\/?server\//.test(pathName);

/** Paths that belong to services; anything else that wants HTML gets the shell page. */
const SERVICE_PATHS = /^\/(api|auth|storage|remotes|releases|realtime|remotes\.json)(\/|$)/;

export interface StaticOptions {
  webRoot: string;
  pages: ShellPages;
  /** Server renders of public pages; without them every page is rendered in the browser. */
  renders?: ServerRenders;
}

/**
 * Serves the shell at / and each remote at /remotes/<folder>/ from their dist folders, choosing
 * the build's .br or .gz copy by accept-encoding (Vary: accept-encoding). In a real deployment
 * a CDN serves these and only the remotes manifest points at them.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const shellDist = path.join(options.webRoot, 'shell', 'dist');
  // "/" is a directory to the static plugin (403 without an index): answer it with the page.
  app.get('/', { schema: { hide: true } }, (request, reply) =>
    sendShellPage(request, reply, options.pages, options.renders),
  );
  registerStartAfterPaint(app, immutableAssetHeaders);
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Build files are small and whole: nobody asks for a range of one.
    acceptRanges: false,
    setHeaders: (reply: unknown, filePath: string) => assetHeaders(reply as FastifyReply, filePath),
  });
  for (const remote of REMOTES) {
    const dist = path.join(options.webRoot, remote.folder, 'dist');
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${remote.folder}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      acceptRanges: false,
      allowedPath: isBrowserFile,
      // Remotes may be loaded by a shell on another origin (CDN, preview deployments).
      setHeaders: (reply: unknown, filePath: string) => {
        const fastifyReply = reply as FastifyReply;
        fastifyReply.header('access-control-allow-origin', '*');
        assetHeaders(fastifyReply, filePath);
      },
    });
  }
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    app.log.warn({ shellDist }, 'the shell is not built yet: run the build before serving pages');
  }
}

/** GET of a page path (/, /businesses/123, …) → the shell's index.html; the shell routes. */
export async function servePageFallback(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: ShellPages,
  renders?: ServerRenders,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (SERVICE_PATHS.test(request.url)) return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  await sendShellPage(request, reply, pages, renders);
  return true;
}

/** The shell page for the requested path (manifest inline, that route's scripts preloaded). */
export async function sendShellPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: ShellPages,
  renders?: ServerRenders,
): Promise<void> {
  const shellPage = pages.forPath(new URL(request.url, 'http://page').pathname);
  if (!shellPage) {
    await reply.code(404).type('text/plain; charset=utf-8').send('The shell is not built yet.');
    return;
  }
  const owner = shellPage.owner;
  const rendered =
    owner && renders
      ? await renders.render({ remote: owner, url: request.url, place: placeOf(request), ip: request.ip })
      : undefined;
  const page = owner && rendered?.rendered ? serverRenderedPage(shellPage, owner.name, rendered) : shellPage;
  // A server-rendered page depends on the place cookie: no shared cache may hand it to another.
  reply.header('cache-control', page === shellPage ? 'no-cache' : 'private, no-cache');
  if (page !== shellPage) reply.header('vary', 'accept-encoding, cookie');
  reply.header('content-security-policy', page.contentSecurityPolicy);
  if (page === shellPage) reply.header('vary', 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  await reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
}

/** The visitor's chosen place, from the cookie the browser keeps beside localStorage's copy. */
function placeOf(request: FastifyRequest) {
  const prefix = `${PLACE_COOKIE}=`;
  const entry = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return parsePlaceCookie(entry?.slice(prefix.length));
}

/** The origin of the satellite tile template (MAP_SATELLITE_TILE_URL), if one is configured. */
export function tileOrigin(tileUrl: string | null): string | null {
  if (!tileUrl) return null;
  try {
    // The template's {z}/{x}/{y} and {token} sit in the path or query, never in the origin.
    return new URL(tileUrl.replace(/\{[a-z]+\}/g, '0')).origin;
  } catch {
    return null;
  }
}

/**
 * The pages' policy: our origin, the remotes' origins for scripts and fetches, the satellite
 * tile origin for images only when tiles are configured (the offline map needs none), and the
 * storage's own origins when it has any: the object store browsers PUT videos to
 * (STORAGE_DRIVER=s3) and the CDN public files are read from (STORAGE_PUBLIC_URL).
 */
export function pageContentSecurityPolicy(
  remoteOrigins: string[],
  imageOrigins: string[] = [],
  storage: { upload: string[]; media: string[] } = { upload: [], media: [] },
): string {
  const extra = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${extra}`.trim(),
    // Remotes link their .css from their own origin; libraries (the toasts) inject <style>.
    `style-src 'self' 'unsafe-inline' ${extra}`.trim(),
    `img-src 'self' data: blob: ${[...imageOrigins, ...storage.media].join(' ')}`.trim(),
    `media-src 'self' blob: ${storage.media.join(' ')}`.trim(),
    // canvas-confetti draws off the main thread in a worker created from a blob URL.
    "worker-src 'self' blob:",
    `connect-src 'self' ws: wss: ${[...remoteOrigins, ...storage.upload].join(' ')}`.trim(),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
