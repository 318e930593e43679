import { existsSync } from 'node:fs';
import path from 'node:path';
import { STATIC_ASSETS_DIR } from '@cerca/db/seed';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTES } from './remotes';

/** Files whose names do not change between builds must be revalidated; hashed ones never. */
const MUTABLE_FILES = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'index.html',
  'main.js',
  'shellEntry.js',
]);

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const name = path.basename(filePath);
  reply.header('cache-control', MUTABLE_FILES.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
}

/** Paths that belong to services; anything else that wants HTML gets the shell page. */
const SERVICE_PATHS = /^\/(api|auth|storage|remotes|realtime|static|remotes\.json)(\/|$)/;

export interface StaticOptions {
  webRoot: string;
  contentSecurityPolicy: string;
}

/**
 * Serves the shell at / and each remote at /remotes/<folder>/ from their dist folders. In a
 * real deployment a CDN serves these and only the remotes manifest points at them.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const shellDist = path.join(options.webRoot, 'shell', 'dist');
  // "/" is a directory to the static plugin (403 without an index): answer it with the page.
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    sendShellPage(reply, options.contentSecurityPolicy),
  );
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    cacheControl: false,
    setHeaders: (reply: unknown, filePath: string) => cacheHeaders(reply as FastifyReply, filePath),
  });
  for (const remote of REMOTES) {
    const dist = path.join(options.webRoot, remote.folder, 'dist');
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${remote.folder}/`,
      decorateReply: false,
      cacheControl: false,
      // Remotes may be loaded by a shell on another origin (CDN, preview deployments).
      setHeaders: (reply: unknown, filePath: string) => {
        const fastifyReply = reply as FastifyReply;
        fastifyReply.header('access-control-allow-origin', '*');
        cacheHeaders(fastifyReply, filePath);
      },
    });
  }
  // Catalogue artwork (country flags, category images) shipped with the seed data.
  await app.register(fastifyStatic, {
    root: STATIC_ASSETS_DIR,
    prefix: '/static/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply: unknown) => (reply as FastifyReply).header('cache-control', 'public, max-age=86400'),
  });
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    app.log.warn({ shellDist }, 'the shell is not built yet: run the build before serving pages');
  }
}

/** GET of a page path (/, /businesses/123, …) → the shell's index.html; the shell routes. */
export async function servePageFallback(
  request: FastifyRequest,
  reply: FastifyReply,
  contentSecurityPolicy: string,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (SERVICE_PATHS.test(request.url)) return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  await sendShellPage(reply, contentSecurityPolicy);
  return true;
}

export async function sendShellPage(reply: FastifyReply, contentSecurityPolicy: string): Promise<void> {
  reply.header('cache-control', 'no-cache');
  reply.header('content-security-policy', contentSecurityPolicy);
  await reply.sendFile('index.html');
}

export function pageContentSecurityPolicy(remoteOrigins: string[]): string {
  const extra = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${extra}`.trim(),
    // style-loader injects <style> elements at runtime.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    // canvas-confetti draws off the main thread in a worker created from a blob URL.
    "worker-src 'self' blob:",
    `connect-src 'self' ws: wss: ${extra}`.trim(),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
