import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RemoteEntry } from '@cerca/contracts';

/** The parts of a Module Federation mf-manifest.json that say which files a page needs first. */
interface ManifestAssets {
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: Array<{ name: string } & ManifestAssets>;
  exposes?: Array<{ path: string } & ManifestAssets>;
}

/**
 * Loads a file once per modification time (a rebuild while running is picked up); undefined while
 * the file does not exist.
 */
export function cachedByMtime<T>(load: (file: string) => T): (file: string) => T | undefined {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (file) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value;
    const value = load(file);
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

const cachedJson = <T>() => cachedByMtime((file) => JSON.parse(readFileSync(file, 'utf8')) as T);

const readManifest = cachedJson<FederationManifest>();
/** Written by the shell's build (shared/webpack-config/src/startup-chunks.mjs). */
const readStartup = cachedJson<{ scripts?: string[] }>();

/** Written by each remote's build (shared/webpack-config/src/shared-chunks.mjs). */
const readSharedChunks = cachedJson<{ shared?: Record<string, string[]> }>();

const syncJs = (entry: ManifestAssets) => entry.assets?.js?.sync ?? [];
const syncCss = (entry: ManifestAssets) => entry.assets?.css?.sync ?? [];

/**
 * The remote's build folder when this gateway serves it: its configured build
 * (/remotes/<folder>/mf-manifest.json) or a release in the local store
 * (/releases/<folder>/<version>/mf-manifest.json).
 */
export function localDist(
  webRoot: string,
  remote: RemoteEntry,
  releasesDir: string | undefined,
): { dist: string; base: string } | undefined {
  const configured = /^\/remotes\/([\w.-]+)\/mf-manifest\.json$/.exec(remote.manifest);
  if (configured?.[1])
    return { dist: path.join(webRoot, configured[1], 'dist'), base: `/remotes/${configured[1]}/` };
  const released = /^\/releases\/([\w.-]+)\/([0-9a-f]+)\/mf-manifest\.json$/.exec(remote.manifest);
  if (!released?.[1] || !released[2] || !releasesDir) return undefined;
  return {
    dist: path.join(releasesDir, released[1], released[2]),
    base: `/releases/${released[1]}/${released[2]}/`,
  };
}

/**
 * Scripts every page runs: the shell's shared libraries (react, react-dom, i18next, …) and the
 * chrome. The shell only asks for them once main.js has run; preloading them lets them download
 * alongside it. From the build's startup.json, else the shared libraries of its mf-manifest.json.
 */
export function shellPreloads(webRoot: string): string[] {
  const dist = path.join(webRoot, 'shell', 'dist');
  const startup = readStartup(path.join(dist, 'startup.json'))?.scripts;
  const files = startup ?? (readManifest(path.join(dist, 'mf-manifest.json'))?.shared ?? []).flatMap(syncJs);
  return files.map((file) => `/${file}`);
}

/**
 * What both lists below read: the remote's build folder when this gateway serves it, its
 * federation manifest, and the shared modules the shell provides (the remote's copies of those
 * are never loaded). Null for remotes served from elsewhere, not built, or released when
 * `releasesDir` (the local asset store) is not given.
 */
function firstVisitSources(webRoot: string, remote: RemoteEntry, releasesDir: string | undefined) {
  const local = localDist(webRoot, remote, releasesDir);
  const manifest = local && readManifest(path.join(local.dist, 'mf-manifest.json'));
  if (!local || !manifest) return null;
  const shell = readManifest(path.join(webRoot, 'shell', 'dist', 'mf-manifest.json'));
  const provided = new Set((shell?.shared ?? []).map((entry) => entry.name));
  const app = (manifest.exposes ?? []).filter((expose) => expose.path === './app');
  const ownShared = (manifest.shared ?? []).filter((shared) => !provided.has(shared.name));
  const urls = (files: string[]) => [...new Set(files)].map((file) => `${local.base}${file}`);
  return { local, manifest, app, ownShared, urls };
}

/**
 * The files a first visit to one of `remote`'s routes loads before it can paint: its
 * remoteEntry.js, the exposed "./app" and the shared libraries the shell does not provide (the
 * remote's own copy is the one loaded). Empty when firstVisitSources has nothing to read.
 */
export function remotePreloads(webRoot: string, remote: RemoteEntry, releasesDir?: string): string[] {
  const sources = firstVisitSources(webRoot, remote, releasesDir);
  if (!sources) return [];
  const { local, manifest, app, ownShared, urls } = sources;
  // Every script of each shared module's copy (shared/webpack-config/src/shared-chunks.mjs): the
  // manifest lists only some (the router's re-export, not react-router). Older builds have none.
  const sharedChunks = readSharedChunks(path.join(local.dist, 'shared-chunks.json'))?.shared ?? {};
  const entry = manifest.metaData?.remoteEntry;
  return urls([
    ...(entry?.name ? [`${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
    ...app.flatMap(syncJs),
    ...ownShared.flatMap((shared) => sharedChunks[shared.name] ?? syncJs(shared)),
  ]);
}

/**
 * The style sheets the same first visit needs: those of the exposed "./app" and of the shared
 * modules the shell does not provide (remote-kit's base styles). The remote's runtime links them
 * only once it runs, and holds the chunk until they load; preloaded, they arrive with the scripts.
 */
export function remoteStylePreloads(webRoot: string, remote: RemoteEntry, releasesDir?: string): string[] {
  const sources = firstVisitSources(webRoot, remote, releasesDir);
  return sources
    ? sources.urls([...sources.app.flatMap(syncCss), ...sources.ownShared.flatMap(syncCss)])
    : [];
}
