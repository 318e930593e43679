import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchesRoute, type RemoteEntry, type RemotesManifest } from '@cerca/contracts';
import type { ManifestSnapshot } from './live-manifest';
import { remotePreloads, remoteStylePreloads, shellPreloads } from './preloads';

/** Id of the inline remotes manifest the shell reads instead of fetching /remotes.json. */
export const REMOTES_SCRIPT_ID = 'cerca-remotes';

export interface ShellPage {
  html: string;
  /** The public remote that owns the path (the one a server render would draw), if any. */
  owner?: RemoteEntry;
  /** The owner's first-visit style sheets, which a server-rendered page links in its head. */
  styles: string[];
  /** What a server-rendered page is made of (server-rendered-page.ts): the built index.html, the
   * inline manifest and the scripts this page preloads. */
  template: string;
  manifestTag: string;
  scripts: string[];
  /** The policy for this page: it allows the origins of the remotes its manifest names. */
  contentSecurityPolicy: string;
  br: Buffer;
  gzip: Buffer;
}

export interface ShellPages {
  /** The shell's index.html for a page path, or undefined while the shell is not built. */
  forPath(pathname: string): ShellPage | undefined;
}

/** JSON inside <script> must not be able to close the element. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** As the remote's runtime links it (no crossorigin attribute), so the preload is reused. */
const stylePreloadTag = (href: string) => `<link rel="preload" as="style" href="${href}">`;

/**
 * The shell's startup scripts are on the path to the first paint: normal priority. A remote's
 * are needed only after them: low, so they do not compete with the shell for a phone's bandwidth.
 */
export const preloadTag = (href: string, priority: 'auto' | 'low') =>
  `<link rel="preload" as="script" href="${href}"${priority === 'low' ? ' fetchpriority="low"' : ''}>`;

export interface ShellPagesOptions {
  webRoot: string;
  /** The live remotes manifest (a release or rollback changes it while the gateway runs). */
  manifest: () => ManifestSnapshot;
  /** The local asset store serving /releases/ (preloads of a live release's scripts). */
  releasesDir?: string;
  contentSecurityPolicy: (manifest: RemotesManifest) => string;
}

/**
 * Renders the shell page per owning remote: the remotes manifest goes inline (the page CSP
 * forbids inline code, but a JSON data block is not executed) and every script a first visit
 * needs is preloaded, so a phone spends one round trip instead of shell → /remotes.json →
 * remoteEntry → chunks. Remotes gated by a role are never preloaded (the visitor may not have
 * it). Pages are cached with their brotli and gzip bodies until a rebuild or a switch of a live
 * release changes the inputs.
 */
export function createShellPages(options: ShellPagesOptions): ShellPages {
  const template = path.join(options.webRoot, 'shell', 'dist', 'index.html');
  const cache = new Map<string, ShellPage>();

  return {
    forPath(pathname) {
      let mtimeMs: number;
      try {
        mtimeMs = statSync(template).mtimeMs;
      } catch {
        return undefined;
      }
      const { manifest, key: manifestKey } = options.manifest();
      const owner = manifest.remotes.find(
        (remote) =>
          remote.roles.length === 0 && remote.routes.some((pattern) => matchesRoute(pattern, pathname)),
      );
      const shell = shellPreloads(options.webRoot);
      const remote = owner ? remotePreloads(options.webRoot, owner, options.releasesDir) : [];
      const styles = owner ? remoteStylePreloads(options.webRoot, owner, options.releasesDir) : [];
      const key = `${manifestKey}|${mtimeMs}|${shell.join(',')}|${remote.join(',')}|${styles.join(',')}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const manifestTag = `<script type="application/json" id="${REMOTES_SCRIPT_ID}">${inlineJson(manifest)}</script>`;
      const head = [
        manifestTag,
        ...shell.map((href) => preloadTag(href, 'auto')),
        // The shell loads the remote's remoteEntry.js directly (no mf-manifest.json fetch).
        ...remote.map((href) => preloadTag(href, 'low')),
        ...styles.map(stylePreloadTag),
      ].join('');
      const source = readFileSync(template, 'utf8');
      const html = source.replace('</head>', `${head}</head>`);
      const page: ShellPage = {
        html,
        template: source,
        manifestTag,
        scripts: [...shell, ...remote],
        owner,
        styles,
        contentSecurityPolicy: options.contentSecurityPolicy(manifest),
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      if (cache.size > 50) cache.clear();
      cache.set(key, page);
      return page;
    },
  };
}

/** br when the client takes it, then gzip, else none (q=0 refuses an encoding). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}
