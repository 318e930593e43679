import * as z from 'zod/mini';
import type { RemoteEntry, RemotesManifest } from './remotes';

/** "<container>/<module>": how one remote names a module another exposes (see ExposedModules). */
export const EXPOSED_MODULE_ID_PATTERN = /^[A-Za-z_$][\w$]*\/[\w-]+$/;

/**
 * Who may open a route: anyone, any signed-in person, or a role. Role routes also need a
 * session; the page's own gate then asks the server (a partner runs one city, not all).
 */
export const ROUTE_ACCESS = ['public', 'session', 'city_partner', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/**
 * The one file each remote keeps at its package root (`mf-x/remote.json`): its Module Federation
 * name, the modules it exposes and the routes it owns with their access rule. The remote's
 * router, its webpack config, the gateway's remotes manifest, the shell's tests and the deploy
 * manifests all read it, so adding a page touches only that remote.
 */
export const remoteDeclarationSchema = z.object({
  /** Module Federation container name: a JS identifier such as "mf_driver". */
  name: z.string().check(z.regex(/^[A-Za-z_$][\w$]*$/)),
  /** Exposed module → source file. "./app" (the single-spa lifecycles) is always there. */
  exposes: z
    .record(z.string().check(z.regex(/^\.\/[\w-]+$/)), z.string())
    .check(z.refine((exposes) => './app' in exposes, { message: 'a remote exposes "./app"' })),
  /** Route pattern (":param" matches one segment) → its access rule. */
  routes: z.record(z.string().check(z.regex(/^\/[\w\-/:]*$/)), z.object({ access: z.enum(ROUTE_ACCESS) })),
  /**
   * The modules of other remotes it loads ("mf_ordering/business-menu", ids of ExposedModules).
   * Its build carries the list (mf-manifest.json, `cerca.consumes`), so a release of either side
   * is refused when the live other side would not fit (deploy/release); a test in
   * deploy/topology checks the list against the code.
   */
  consumes: z.optional(z.array(z.string().check(z.regex(EXPOSED_MODULE_ID_PATTERN)))),
});

export type RemoteDeclaration = z.infer<typeof remoteDeclarationSchema>;

/** A declaration and the package folder it came from ("mf-driver"). */
export interface DeclaredRemote {
  folder: string;
  declaration: RemoteDeclaration;
}

/**
 * Roles needed to download the remote at all: a remote whose every route needs the same role
 * (mf-admin) is never fetched by anyone else; a remote with any public or session route is.
 */
export function downloadRoles(declaration: RemoteDeclaration): RemoteEntry['roles'] {
  const rules = new Set(Object.values(declaration.routes).map((route) => route.access));
  const [only] = rules;
  return rules.size === 1 && (only === 'admin' || only === 'city_partner') ? [only] : [];
}

/** The remotes manifest (GET /remotes.json) from the remotes' declarations. */
export function manifestFromDeclarations(
  remotes: readonly DeclaredRemote[],
  manifestUrl: (remote: DeclaredRemote) => string,
): RemotesManifest {
  return {
    remotes: remotes.map((remote) => ({
      name: remote.declaration.name,
      manifest: manifestUrl(remote),
      routes: Object.keys(remote.declaration.routes),
      roles: downloadRoles(remote.declaration),
    })),
  };
}
