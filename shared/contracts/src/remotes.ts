import * as z from 'zod/mini';
import { ROLES } from './roles';

/**
 * The remotes manifest the gateway serves at GET /remotes.json and the shell reads at start.
 * Moving a remote or shipping a new version of it changes this document, never the shell.
 */
export const remoteEntrySchema = z.object({
  /** Module Federation container name: a JS identifier such as "mf_driver". */
  name: z.string().check(z.regex(/^[A-Za-z_$][\w$]*$/)),
  /** URL of the remote's mf-manifest.json (same origin or another one serving CORS). */
  manifest: z.string().check(z.minLength(1)),
  /** Route patterns the remote owns, matched exactly; ":param" matches one path segment. */
  routes: z.array(z.string().check(z.startsWith('/'))).check(z.minLength(1)),
  /** Roles required to download the remote at all; empty for everyone. */
  roles: z._default(z.array(z.enum(ROLES)), []),
  /** The released version (its content hash) when one is live; absent for the configured build. */
  version: z.optional(z.string()),
});

export const remotesManifestSchema = z.object({ remotes: z.array(remoteEntrySchema) });

export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

export { matchesRoute } from './route-match';
