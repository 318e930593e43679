import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REPO_ROOT } from './remotes';
import { immutableAssetHeaders, isBrowserFile } from './static-files';

/** The local asset store `npm run release` publishes to (deploy/release), unless S3 is configured. */
export function releasesDir(env: Record<string, string | undefined>): string {
  return env.RELEASES_DIR ? path.resolve(env.RELEASES_DIR) : path.join(REPO_ROOT, '.data', 'releases');
}

/**
 * Serves released remotes at /releases/<remote folder>/<version>/. A version folder is written
 * once and never changed, so every file in it (remoteEntry.js and mf-manifest.json included) is
 * cached forever; a new release is a new folder. Files are looked up per request, so a release
 * published after the gateway started is served without a restart.
 */
export async function registerReleaseFiles(app: FastifyInstance, root: string): Promise<void> {
  // The static plugin refuses a root that does not exist; before the first release it is empty.
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    acceptRanges: false,
    // <remote folder>/<version>/server/…: the server render bundle stays on the server.
    allowedPath: (pathName: string) => isBrowserFile(pathName.replace(/^\/?[\w.-]+\/[0-9a-f]+\//, '')),
    setHeaders: (reply: unknown) => {
      const fastifyReply = reply as FastifyReply;
      // A shell on another origin (CDN, preview deployment) may load these remotes.
      fastifyReply.header('access-control-allow-origin', '*');
      immutableAssetHeaders(fastifyReply);
    },
  });
}
