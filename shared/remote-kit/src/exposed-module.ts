import type { ExposedModuleId, ExposedModules } from '@cerca/contracts';
import { getInstance } from '@module-federation/enhanced/runtime';

/**
 * The page's Module Federation instance that knows `container`: the shell's, which registered
 * every remote this visitor may load with the live version's manifest. A remote's own instance
 * knows no other remote, so loading through it would fail (or load a second copy).
 */
function hostOf(container: string) {
  return getInstance((instance) => instance.options.remotes.some((remote) => remote.name === container));
}

/**
 * A module another remote exposes, typed by its contract in @cerca/contracts (ExposedModules), as
 * the live version of that remote serves it: a release of the exposing remote reaches this page
 * without a release of the loading one. A failed load is not kept: `fresh` registers the remote
 * again first, so a retry fetches its manifest and scripts anew (as the shell's "Reintentar" does).
 */
export async function loadExposedModule<Id extends ExposedModuleId>(
  id: Id,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<ExposedModules[Id]> {
  const container = id.slice(0, id.indexOf('/'));
  const host = hostOf(container);
  if (!host) throw new Error(`${container} is not registered on this page, so ${id} cannot load`);
  if (fresh) {
    const remote = host.options.remotes.find((candidate) => candidate.name === container);
    if (remote) host.registerRemotes([remote], { force: true });
  }
  const module = await host.loadRemote<ExposedModules[Id]>(id);
  if (!module) throw new Error(`${id} did not load`);
  return module;
}
