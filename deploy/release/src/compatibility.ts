import { EXPOSED_MODULE_IDS } from '@cerca/contracts';
import semver from 'semver';
import type { FederationManifest } from './federation-manifest';

export interface CompatibilityInput {
  /** The new build's mf-manifest.json. */
  candidate: FederationManifest;
  /** The live version's mf-manifest.json; null when the live remotes manifest has no such remote. */
  live: FederationManifest | null;
  /** The live shell's own mf-manifest.json: the shared libraries the page already provides. */
  shell: FederationManifest;
  /**
   * The live manifests of the other remotes: what they expose (the candidate's `consumes` must be
   * there) and what they load from the candidate (it must still expose it).
   */
  others?: FederationManifest[];
  /** Container names of live remotes whose manifest could not be read. */
  unreadable?: string[];
  /** What the candidate's "./app" module exports (from its source); unchecked when absent. */
  appExports?: string[];
}

/** What single-spa calls on the module exposed as "./app" (shared/remote-kit creates them). */
export const LIFECYCLES = ['bootstrap', 'mount', 'unmount'] as const;

/** "mf_ordering/business-menu" → its container and the path its remote exposes it as. */
function splitModuleId(id: string): { container: string; path: string } {
  const slash = id.indexOf('/');
  return { container: id.slice(0, slash), path: `./${id.slice(slash + 1)}` };
}

/** Who loads an exposed module of a live remote, for the refusal message. */
function consumers(container: string, modulePath: string, loaders: FederationManifest[]): string {
  if (modulePath === './app') return 'the shell mounts it';
  const id = `${container}/${modulePath.replace(/^\.\//, '')}`;
  const loadedBy = loaders.filter((loader) => loader.consumes.includes(id)).map((loader) => loader.name);
  if (loadedBy.length > 0)
    return `the live ${loadedBy.join(' and ')} load${loadedBy.length > 1 ? '' : 's'} it as ${id}`;
  return (EXPOSED_MODULE_IDS as string[]).includes(id)
    ? `other apps load it as ${id}`
    : 'the live version exposes it';
}

/**
 * Both ways between remotes: every module the candidate loads from another remote must be exposed
 * by that remote's live version (release that remote first), and every module a live remote or
 * the shell loads from the candidate's container must still be exposed (checked with `live`).
 */
function consumedProblems(
  candidate: FederationManifest,
  others: FederationManifest[],
  unreadable: string[],
): string[] {
  const problems: string[] = [];
  for (const id of candidate.consumes) {
    const { container, path } = splitModuleId(id);
    if (container === candidate.name) continue;
    const provider = others.find((other) => other.name === container);
    if (!provider) {
      problems.push(
        unreadable.includes(container)
          ? `${candidate.name} loads ${id}, but the live ${container}'s manifest could not be read.`
          : `${candidate.name} loads ${id}, but no live remote is named ${container}.`,
      );
    } else if (!provider.exposes.some((module) => module.path === path)) {
      problems.push(
        `${candidate.name} loads ${id}, but the live ${container} does not expose ${path} (release ${container} with it first).`,
      );
    }
  }
  return problems;
}

/**
 * What would break if the candidate replaced the live version in the pages the live shell serves;
 * empty when nothing would. The container name must stay (the shell and other remotes load it by
 * name); every module the live version exposes or a live remote loads must still be exposed (the
 * shell mounts "./app", other apps load the rest); every module the candidate loads from another
 * remote must be live there; "./app" must export the single-spa lifecycles; and each shared
 * singleton the candidate requires must be satisfied by the version the shell provides: with one
 * copy per page, the candidate gets the shell's.
 */
export function checkCompatibility({
  candidate,
  live,
  shell,
  others = [],
  unreadable = [],
  appExports,
}: CompatibilityInput): string[] {
  if (!live) return [`the live remotes manifest has no remote named ${candidate.name} (unknown remote).`];
  const problems: string[] = [];
  if (candidate.name !== live.name) {
    problems.push(
      `the build's container is named ${candidate.name}, but the live one is ${live.name} (the shell loads it by that name).`,
    );
  }
  const missingLifecycles = appExports ? LIFECYCLES.filter((name) => !appExports.includes(name)) : [];
  if (missingLifecycles.length > 0) {
    problems.push(
      `${candidate.name} exposes as ./app a module without the single-spa lifecycles the shell mounts (missing ${missingLifecycles.join(', ')}; it exports ${appExports?.length ? appExports.join(', ') : 'nothing'}).`,
    );
  }
  const exposed = new Set(candidate.exposes.map((module) => module.path));
  const loaders = [shell, ...others];
  // What the live version exposes, and what the live page loads from this container even if the
  // live version does not expose it (a consumer released against an older build of it).
  const required = new Set([
    ...live.exposes.map((module) => module.path),
    ...loaders
      .flatMap((loader) => loader.consumes.map(splitModuleId))
      .filter((module) => module.container === live.name)
      .map((module) => module.path),
  ]);
  for (const path of required) {
    if (!exposed.has(path)) {
      problems.push(`${candidate.name} no longer exposes ${path} (${consumers(live.name, path, loaders)}).`);
    }
  }
  problems.push(...consumedProblems(candidate, others, unreadable));
  for (const library of candidate.shared) {
    if (!library.singleton || !library.requiredVersion) continue;
    const provided = shell.shared.find((entry) => entry.name === library.name);
    // A library the shell does not provide is loaded from the candidate's own fallback.
    if (!provided) continue;
    if (!semver.satisfies(provided.version, library.requiredVersion, { includePrerelease: false })) {
      problems.push(
        `${candidate.name} requires ${library.name} ${library.requiredVersion}, but the live shell provides ${library.name} ${provided.version} (a singleton: the page has one copy).`,
      );
    }
  }
  return problems;
}
