/**
 * The parts of a Module Federation mf-manifest.json the compatibility check reads: the container
 * name, the exposed modules ("./app"), the shared libraries with the version each provides and
 * requires, and the other remotes' modules the build loads. Other fields (assets, metaData) are
 * left as the build wrote them.
 */
export interface FederationManifest {
  name: string;
  exposes: { path: string }[];
  shared: SharedLibrary[];
  /**
   * The other remotes' exposed modules it loads at run time ("mf_ordering/business-menu"), which
   * our webpack config writes as `cerca.consumes` (shared/webpack-config, from remote.json).
   * Empty for a build made before that field existed.
   */
  consumes: string[];
}

export interface SharedLibrary {
  name: string;
  version: string;
  singleton: boolean;
  /** A semver range, or absent when the build does not constrain it (requiredVersion: false). */
  requiredVersion?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates the fields above; `source` names the file or URL in the error. */
export function parseFederationManifest(value: unknown, source: string): FederationManifest {
  const fail = (what: string) => new Error(`${source} is not a Module Federation manifest: ${what}`);
  if (!isObject(value) || typeof value.name !== 'string') throw fail('no container name');
  const exposes = value.exposes ?? [];
  const shared = value.shared ?? [];
  if (!Array.isArray(exposes) || !Array.isArray(shared)) throw fail('exposes and shared must be lists');
  const consumes = isObject(value.cerca) ? (value.cerca.consumes ?? []) : [];
  if (!Array.isArray(consumes) || !consumes.every((id) => typeof id === 'string'))
    throw fail('cerca.consumes must be a list of module ids');
  return {
    name: value.name,
    consumes,
    exposes: exposes.map((entry) => {
      if (!isObject(entry) || typeof entry.path !== 'string') throw fail('an exposed module without a path');
      return { path: entry.path };
    }),
    shared: shared.map((entry) => {
      if (!isObject(entry) || typeof entry.name !== 'string' || typeof entry.version !== 'string')
        throw fail('a shared library without a name and version');
      return {
        name: entry.name,
        version: entry.version,
        singleton: entry.singleton === true,
        ...(typeof entry.requiredVersion === 'string' ? { requiredVersion: entry.requiredVersion } : {}),
      };
    }),
  };
}
