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
  /** What the candidate's "./app" module exports (from its source); unchecked when absent. */
  appExports?: string[];
}

/** What single-spa calls on the module exposed as "./app" (shared/remote-kit creates them). */
export const LIFECYCLES = ['bootstrap', 'mount', 'unmount'] as const;

/** Who loads an exposed module of a live remote, for the refusal message. */
function consumers(container: string, modulePath: string): string {
  if (modulePath === './app') return 'the shell mounts it';
  const id = `${container}/${modulePath.replace(/^\.\//, '')}`;
  return (EXPOSED_MODULE_IDS as string[]).includes(id)
    ? `other apps load it as ${id}`
    : 'the live version exposes it';
}

/**
 * What would break if the candidate replaced the live version in the pages the live shell serves;
 * empty when nothing would. The container name must stay (the shell and other remotes load it by
 * name), every module the live version exposes must still be exposed (the shell mounts "./app",
 * other apps load the rest), "./app" must export the single-spa lifecycles, and each shared singleton the candidate requires must be satisfied by
 * the version the shell provides: with one copy per page, the candidate gets the shell's.
 */
export function checkCompatibility({ candidate, live, shell, appExports }: CompatibilityInput): string[] {
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
  for (const { path } of live.exposes) {
    if (!exposed.has(path)) {
      problems.push(`${candidate.name} no longer exposes ${path} (${consumers(live.name, path)}).`);
    }
  }
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
