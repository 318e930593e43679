import { z } from 'zod';

/**
 * The remotes manifest the gateway serves at GET /remotes.json and the shell reads at start.
 * Moving a remote or shipping a new version of it changes this document, never the shell.
 */
export const remoteEntrySchema = z.object({
  /** Module Federation container name: a JS identifier such as "mf_driver". */
  name: z.string().regex(/^[A-Za-z_$][\w$]*$/),
  /** URL of the remote's mf-manifest.json (same origin or another one serving CORS). */
  manifest: z.string().min(1),
  /** Route patterns the remote owns, matched exactly; ":param" matches one path segment. */
  routes: z.array(z.string().startsWith('/')).min(1),
  /** Roles required to download the remote at all; empty for everyone. */
  roles: z.array(z.enum(['user', 'city_partner', 'admin'])).default([]),
});

export const remotesManifestSchema = z.object({ remotes: z.array(remoteEntrySchema) });

export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

/** Whether a pathname matches a route pattern such as "/businesses/:id". */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const normalise = (value: string) => value.replace(/\/+$/, '') || '/';
  const want = normalise(pattern).split('/');
  const have = normalise(pathname).split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, i) => (segment.startsWith(':') ? (have[i] ?? '') !== '' : segment === have[i]));
}
