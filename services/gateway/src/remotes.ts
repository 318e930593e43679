import { readFileSync } from 'node:fs';
import { type RemotesManifest, remotesManifestSchema } from '@cerca/contracts';

/** Which remote owns which routes (DESIGN §2) and who may download it. */
export const REMOTES = [
  {
    folder: 'mf-discovery',
    name: 'mf_discovery',
    routes: [
      '/',
      '/businesses',
      '/businesses/:id',
      '/businesses/:id/edit',
      '/add-business',
      '/category/:category',
      '/favorites',
      '/followed',
      '/events',
      '/world',
      '/post/:postId',
      '/profile/:id',
    ],
    roles: [],
  },
  {
    folder: 'mf-ordering',
    name: 'mf_ordering',
    routes: [
      '/profile',
      '/dashboard',
      '/orders',
      '/my-orders',
      '/messages',
      '/subscription/success',
      '/subscription/canceled',
    ],
    roles: [],
  },
  {
    folder: 'mf-driver',
    name: 'mf_driver',
    routes: ['/driver-dashboard', '/driver-registration'],
    roles: [],
  },
  {
    folder: 'mf-partner',
    name: 'mf_partner',
    routes: [
      '/become-partner',
      '/partner-login',
      '/dashboard/city/:cityId',
      '/dashboard/city/:cityId/content',
      '/dashboard/city/:cityId/drivers',
    ],
    roles: [],
  },
  { folder: 'mf-admin', name: 'mf_admin', routes: ['/admin'], roles: ['admin'] },
] as const satisfies ReadonlyArray<{
  folder: string;
  name: string;
  routes: readonly string[];
  roles: readonly string[];
}>;

type Env = Record<string, string | undefined>;

/**
 * The manifest the shell reads at start. By default every remote is served by this gateway at
 * /remotes/<folder>/; REMOTE_<NAME>_URL (e.g. REMOTE_MF_DRIVER_URL=https://cdn.example/mf-driver/1.4.2/)
 * points one remote elsewhere, and REMOTES_MANIFEST_FILE replaces the whole document.
 */
export function loadRemotesManifest(env: Env = process.env): RemotesManifest {
  if (env.REMOTES_MANIFEST_FILE) {
    return remotesManifestSchema.parse(JSON.parse(readFileSync(env.REMOTES_MANIFEST_FILE, 'utf8')));
  }
  return {
    remotes: REMOTES.map((remote) => {
      const override = env[`REMOTE_${remote.name.toUpperCase()}_URL`];
      const base = override ? override.replace(/\/?$/, '/') : `/remotes/${remote.folder}/`;
      return {
        name: remote.name,
        manifest: `${base}mf-manifest.json`,
        routes: [...remote.routes],
        roles: [...remote.roles],
      };
    }),
  };
}

/** Origins other than our own that remotes load from (the page's CSP must allow them). */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const remote of manifest.remotes) {
    if (/^https?:\/\//.test(remote.manifest)) origins.add(new URL(remote.manifest).origin);
  }
  return [...origins];
}
