import type { RemoteEntry } from '@cerca/contracts';
import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { type RemoteLifecycles, toLifecycles } from './lifecycles';

export interface RemoteLoadFailure {
  /** Module id ("mf_driver/app") or manifest URL, as the runtime reports it. */
  id: string;
  remote: string | undefined;
  lifecycle: string;
  error: unknown;
}

/**
 * Module Federation runtime plugin: every failed remote load (manifest fetch, remoteEntry script,
 * exposed module, shared version) passes here. It reports and lets the error through, so the
 * caller's fallback (the outlet's "Reintentar", the Crear toast) takes over; it never fails over
 * to another copy silently.
 */
export function remoteErrorPlugin(
  report: (failure: RemoteLoadFailure) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'cerca-remote-error',
    errorLoadRemote(args) {
      report({ id: args.id, remote: args.remote?.name, lifecycle: args.lifecycle, error: args.error });
      // undefined = no fallback module: loadRemote rejects and the caller shows its fallback.
      return undefined;
    },
  };
}

export function installRemoteErrorPlugin(): void {
  registerPlugins([
    remoteErrorPlugin((failure) => {
      console.error(
        `[cerca] remote ${failure.remote ?? failure.id} failed (${failure.lifecycle})`,
        failure.error,
      );
      window.dispatchEvent(new CustomEvent('cerca:remote-error', { detail: failure }));
    }),
  ]);
}

/**
 * The remote's container script: remoteEntry.js, beside its mf-manifest.json (every remote is
 * built with that file name by @cerca/webpack-config, released builds included).
 *
 * The page loads the container directly, not through the manifest: one round trip less before a
 * remote can paint, and the runtime's manifest layer (snapshot handling, about 1.3 KB compressed)
 * stays out of main.js (experiments.optimization.disableSnapshot). The manifest remains what
 * the gateway preloads from and what releases are checked against.
 */
export function remoteEntryUrl(manifestUrl: string): string {
  const [path = '', query] = manifestUrl.split('?');
  const entry = path.replace(/[^/]*$/, 'remoteEntry.js');
  return query === undefined ? entry : `${entry}?${query}`;
}

/**
 * Tells Module Federation where a remote lives. Registering downloads nothing; `fresh` replaces
 * an earlier registration so a failed script is fetched again.
 */
export function registerFederatedRemote(remote: RemoteEntry, fresh = false): void {
  registerRemotes([{ name: remote.name, entry: remoteEntryUrl(remote.manifest) }], { force: fresh });
}

/** Loads the remote's exposed "./app" (single-spa lifecycles). */
export async function loadAppLifecycles(remote: RemoteEntry, fresh: boolean): Promise<RemoteLifecycles> {
  if (fresh) registerFederatedRemote(remote, true);
  const module = await loadRemote<unknown>(`${remote.name}/app`);
  return toLifecycles(module, remote.name);
}
