import path from 'node:path';
import type { DeclaredService, VersionedRemote } from './declarations';
import { literalsUnder, type SourceLiteral } from './source-literals';

// The rule (issue 23): a remote calls its own service's API and the platform's, never another
// team's; what it needs of another area it mounts as that area's exposed module, which calls its
// own service. Remote `mf-x` owns service `x` (DESIGN §1, §4). Services no remote owns (auth,
// storage, realtime, the gateway) are the platform every page uses: sessions and accounts
// (/auth/v1), uploaded files (/storage/v1), live updates (/realtime).

/** A call the rule allows although it crosses into another team's service, and why. */
export interface BoundaryException {
  remote: string;
  /** The file (relative to the remote's src) and the API path prefix it is allowed to call. */
  file: string;
  prefix: string;
  why: string;
}

export interface BoundaryViolation {
  remote: string;
  file: string;
  line: number;
  path: string;
  reason: string;
}

/** Where a service's routes start ("/api/ordering"), by the service that owns them. */
function prefixOwners(services: DeclaredService[]): Map<string, string> {
  return new Map(
    services.flatMap(({ declaration }) =>
      declaration.routes.map((route) => [route, declaration.name] as const),
    ),
  );
}

/** The service whose prefix `text` calls, or undefined when it names none. */
function calledPrefix(text: string, owners: Map<string, string>): string | undefined {
  const start = text.search(/\/(api|auth|storage|realtime)\b/);
  if (start < 0) return undefined;
  const rest = text.slice(start);
  return [...owners.keys()].find((prefix) => rest === prefix || rest.startsWith(`${prefix}/`));
}

/**
 * What a remote may call: its own service's prefixes and those of the services no remote owns.
 * `mf-discovery` → discovery, /auth/v1, /storage/v1, /realtime.
 */
export function allowedPrefixes(remote: string, remotes: string[], services: DeclaredService[]): string[] {
  const owned = new Set(remotes.map((folder) => folder.replace(/^mf-/, '')));
  const own = remote.replace(/^mf-/, '');
  return services
    .filter(({ declaration }) => declaration.name === own || !owned.has(declaration.name))
    .flatMap(({ declaration }) => declaration.routes)
    .sort();
}

/**
 * The API paths written in each remote's shipped sources that it may not call: another team's
 * service (not excepted), or an API path the rule cannot read (`/api/` without a service: a path
 * put together at run time would hide whose service it calls).
 */
export function boundaryViolations(input: {
  root: string;
  remotes: VersionedRemote[];
  services: DeclaredService[];
  exceptions: BoundaryException[];
}): BoundaryViolation[] {
  const owners = prefixOwners(input.services);
  const folders = input.remotes.map((remote) => remote.folder);
  const violations: BoundaryViolation[] = [];
  for (const remote of folders) {
    const allowed = allowedPrefixes(remote, folders, input.services);
    for (const literal of literalsUnder(path.join(input.root, remote, 'src'))) {
      const problem = judge(literal, remote, allowed, owners, input.exceptions);
      if (problem) violations.push({ remote, file: literal.file, line: literal.line, ...problem });
    }
  }
  return violations;
}

function judge(
  literal: SourceLiteral,
  remote: string,
  allowed: string[],
  owners: Map<string, string>,
  exceptions: BoundaryException[],
): { path: string; reason: string } | null {
  const mentionsApi = /\/api(\/|$)/.test(literal.text);
  const prefix = calledPrefix(literal.text, owners);
  if (!prefix) {
    return mentionsApi
      ? { path: literal.text, reason: 'an API path whose service cannot be read: write the prefix out' }
      : null;
  }
  if (allowed.includes(prefix)) return null;
  const excepted = exceptions.some(
    (exception) =>
      exception.remote === remote && exception.file === literal.file && exception.prefix === prefix,
  );
  if (excepted) return null;
  return {
    path: literal.text,
    reason: `${prefix} belongs to the ${owners.get(prefix)} service: mount its remote's exposed module instead`,
  };
}

/** Exceptions no source needs any more: each must go once its call is gone. */
export function unusedExceptions(root: string, exceptions: BoundaryException[], services: DeclaredService[]) {
  const owners = prefixOwners(services);
  return exceptions.filter(
    (exception) =>
      !literalsUnder(path.join(root, exception.remote, 'src')).some(
        (literal) =>
          literal.file === exception.file && calledPrefix(literal.text, owners) === exception.prefix,
      ),
  );
}
