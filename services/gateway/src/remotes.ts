import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DeclaredRemote,
  manifestFromDeclarations,
  matchesRoute,
  type RemotesManifest,
  remoteDeclarationSchema,
  remotesManifestSchema,
} from '@cerca/contracts';

/** The checkout: every `mf-*` folder holding a remote.json is a remote. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Each remote's own declaration (`mf-x/remote.json`: name, exposed modules, routes and their
 * access), validated. Two remotes claiming one route pattern is a configuration error.
 */
export function readRemoteDeclarations(root: string = REPO_ROOT): DeclaredRemote[] {
  const remotes = readdirSync(root)
    .filter((folder) => folder.startsWith('mf-') && existsSync(path.join(root, folder, 'remote.json')))
    .sort()
    .map((folder) => {
      const file = path.join(root, folder, 'remote.json');
      const parsed = remoteDeclarationSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success)
        throw new Error(`${file} is not a valid remote declaration: ${parsed.error.message}`);
      return { folder, declaration: parsed.data };
    });
  const owners = new Map<string, string>();
  for (const { folder, declaration } of remotes) {
    for (const pattern of Object.keys(declaration.routes)) {
      const clash = [...owners].find(([other]) => sameRoute(other, pattern));
      if (clash) throw new Error(`${folder} and ${clash[1]} both declare the route ${pattern}`);
      owners.set(pattern, folder);
    }
  }
  return remotes;
}

/** Two patterns that match the same paths (":id" and ":postId" are the same segment). */
function sameRoute(a: string, b: string): boolean {
  return matchesRoute(a, b.replace(/:\w+/g, 'x')) && matchesRoute(b, a.replace(/:\w+/g, 'x'));
}

/** What the gateway needs to serve each remote's build: its folder and container name. */
export const REMOTES = readRemoteDeclarations().map(({ folder, declaration }) => ({
  folder,
  name: declaration.name,
}));

type Env = Record<string, string | undefined>;

/**
 * The manifest the shell reads at start, built from the remotes' declarations. By default every
 * remote is served by this gateway at /remotes/<folder>/; REMOTE_<NAME>_URL (e.g.
 * REMOTE_MF_DRIVER_URL=https://cdn.example/mf-driver/1.4.2/) points one remote elsewhere, and
 * REMOTES_MANIFEST_FILE replaces the whole document (deploy/k8s/remotes-manifest.yaml).
 */
export function loadRemotesManifest(env: Env = process.env, root: string = REPO_ROOT): RemotesManifest {
  if (env.REMOTES_MANIFEST_FILE) {
    return remotesManifestSchema.parse(JSON.parse(readFileSync(env.REMOTES_MANIFEST_FILE, 'utf8')));
  }
  return manifestFromDeclarations(readRemoteDeclarations(root), ({ folder, declaration }) => {
    const override = env[`REMOTE_${declaration.name.toUpperCase()}_URL`];
    return `${override ? override.replace(/\/?$/, '/') : `/remotes/${folder}/`}mf-manifest.json`;
  });
}

/** Origins other than our own that remotes load from (the page's CSP must allow them). */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const remote of manifest.remotes) {
    if (/^https?:\/\//.test(remote.manifest)) origins.add(new URL(remote.manifest).origin);
  }
  return [...origins];
}
