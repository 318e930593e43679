// Builds the shell and the five remotes, skipping any whose sources did not change since its
// last build (a warm `npm start` then costs nothing here).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensurePnpm, log, ROOT, run } from './toolchain.mjs';

export const APPS = ['shell', 'mf-discovery', 'mf-ordering', 'mf-driver', 'mf-partner', 'mf-admin'];
/** Workspace packages compiled into the bundles: a change there rebuilds every app. */
const SHARED_SOURCES = [
  'shared/i18n',
  'shared/session',
  'shared/ui',
  'shared/remote-kit',
  'shared/contracts',
  'shared/webpack-config',
];
const SKIP = new Set(['node_modules', 'dist', 'test', 'tests', '.turbo']);

function hashTree(hash, dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir).sort()) {
    if (SKIP.has(entry)) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) hashTree(hash, full);
    else hash.update(path.relative(ROOT, full)).update(readFileSync(full));
  }
}

function sourceHash(app) {
  const hash = createHash('sha256');
  for (const dir of [app, ...SHARED_SOURCES]) hashTree(hash, path.join(ROOT, dir));
  hash.update(readFileSync(path.join(ROOT, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

export function buildApps(pnpm, { force = false } = {}) {
  const stale = APPS.filter((app) => {
    const stamp = path.join(ROOT, app, 'dist', '.source-hash');
    return force || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== sourceHash(app);
  });
  if (stale.length === 0) {
    log('shell and remotes are up to date');
    return;
  }
  log(`building ${stale.join(', ')}`);
  const filters = stale.flatMap((app) => ['--filter', `./${app}`]);
  // Two at a time: each webpack build takes ~370 MB and one core.
  run(pnpm, [...filters, '--workspace-concurrency=2', 'run', 'build'], { env: { NODE_ENV: 'production' } });
  for (const app of stale) writeFileSync(path.join(ROOT, app, 'dist', '.source-hash'), sourceHash(app));
}

// `npm run build` (node deploy/local/build-apps.mjs): the apps that changed, with the pinned pnpm
// that npm start installs, so no pnpm is needed on PATH.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) buildApps(ensurePnpm());
