import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The workspace's package graph, read from the package.json files: what a service's production
// install carries (`pnpm deploy --prod` installs its `dependencies`, and theirs, transitively), and
// whether packages depend on each other in a circle.

/** What a production install must never carry: test helpers, test runners and the demo seed. */
export const TEST_ONLY_PACKAGES = [
  '@cerca/db-testing',
  '@cerca/seed',
  'vitest',
  /^@vitest\//,
  /^@testing-library\//,
  'happy-dom',
  'jsdom',
  '@playwright/test',
  's3rver',
  'smtp-server',
  'mailparser',
  /^@electric-sql\/pglite/,
] as const;

/**
 * Native packages a production install carries only where a service uses them itself, listed in
 * that service's own `dependencies` (sharp: the jobs service's thumbnails; the gateway, which
 * mounts every service, carries it through jobs), never through a shared package.
 */
export const OWN_USE_ONLY_PACKAGES = ['sharp'] as const;

/**
 * Dev edges allowed to close a circle: a package's own tests using the test helper built on it.
 * `@cerca/db`'s tests make their databases with `@cerca/db-testing`, which migrates with `@cerca/db`.
 */
export const ALLOWED_TEST_EDGES = [['@cerca/db', '@cerca/db-testing']] as const;

interface WorkspacePackage {
  name: string;
  dir: string;
  dependencies: string[];
  devDependencies: string[];
}

const WORKSPACE_GLOBS = ['shared', 'services', 'deploy'];

/** Every package of the workspace (shell, mf-*, services/*, shared/*, deploy/*) by name. */
export function readWorkspacePackages(root: string): Map<string, WorkspacePackage> {
  const dirs = [
    ...readdirSync(root).filter((folder) => folder === 'shell' || folder.startsWith('mf-')),
    ...WORKSPACE_GLOBS.flatMap((parent) =>
      readdirSync(path.join(root, parent)).map((folder) => path.join(parent, folder)),
    ),
  ].filter((dir) => existsSync(path.join(root, dir, 'package.json')));
  const packages = new Map<string, WorkspacePackage>();
  for (const dir of dirs) {
    const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    packages.set(pkg.name, {
      name: pkg.name,
      dir,
      dependencies: Object.keys(pkg.dependencies ?? {}),
      devDependencies: Object.keys(pkg.devDependencies ?? {}),
    });
  }
  return packages;
}

/** How a package reaches each package of its production install: name → the path from `from`. */
export function productionClosure(
  packages: Map<string, WorkspacePackage>,
  from: string,
): Map<string, string[]> {
  const reached = new Map<string, string[]>([[from, [from]]]);
  const queue = [from];
  while (queue.length > 0) {
    const name = queue.shift()!;
    const workspace = packages.get(name);
    if (!workspace) continue;
    for (const dependency of workspace.dependencies) {
      if (reached.has(dependency)) continue;
      reached.set(dependency, [...reached.get(name)!, dependency]);
      queue.push(dependency);
    }
  }
  return reached;
}

const matches = (name: string, rule: string | RegExp) =>
  typeof rule === 'string' ? name === rule : rule.test(name);

/**
 * Why `service`'s production install is not clean: one line per package it must not carry, with
 * the path it comes by. `services` are the service packages (each may list an own-use package).
 */
export function productionInstallProblems(
  packages: Map<string, WorkspacePackage>,
  service: string,
  services: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const [name, via] of productionClosure(packages, service)) {
    const testOnly = TEST_ONLY_PACKAGES.some((rule) => matches(name, rule));
    const listedBy = via.at(-2);
    const notOwn =
      (OWN_USE_ONLY_PACKAGES as readonly string[]).includes(name) &&
      !(listedBy !== undefined && services.includes(listedBy));
    if (testOnly || notOwn) problems.push(via.join(' → '));
  }
  return problems;
}

/** Every circle of workspace packages over dependencies and devDependencies, as name paths. */
export function packageCycles(packages: Map<string, WorkspacePackage>): string[][] {
  const allowed = new Set(ALLOWED_TEST_EDGES.map(([from, to]) => `${from} ${to}`));
  const edges = (name: string) => {
    const workspace = packages.get(name);
    if (!workspace) return [];
    return [
      ...workspace.dependencies,
      ...workspace.devDependencies.filter((dev) => !allowed.has(`${name} ${dev}`)),
    ].filter((dependency) => packages.has(dependency));
  };
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (name: string) => {
    state.set(name, 'open');
    stack.push(name);
    for (const next of edges(name)) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(name, 'done');
  };
  for (const name of [...packages.keys()].sort()) if (!state.has(name)) visit(name);
  return cycles;
}

/** Source files a package runs in production: src/, less tests and its `testing` entries. */
function productionSources(root: string, dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing' && entry.name !== 'node_modules') walk(full);
      } else if (
        /\.(ts|tsx|mjs)$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !/^testing\./.test(entry.name)
      ) {
        files.push(full);
      }
    }
  };
  walk(path.join(root, dir, 'src'));
  return files;
}

const IMPORT_SPECIFIER = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

/**
 * Production source of `service`'s install that imports a test helper: a `testing` subpath of a
 * workspace package, or a package that must not be installed (the package.json may be clean while
 * the code is not). One line per import: file and specifier.
 */
export function productionImportProblems(
  root: string,
  packages: Map<string, WorkspacePackage>,
  service: string,
): string[] {
  const problems: string[] = [];
  for (const name of productionClosure(packages, service).keys()) {
    const workspace = packages.get(name);
    if (!workspace) continue;
    for (const file of productionSources(root, workspace.dir)) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)) {
        const bare = specifier!.startsWith('@')
          ? specifier!.split('/').slice(0, 2).join('/')
          : specifier!.split('/')[0]!;
        const testing = /^@cerca\/[\w-]+\/testing(\/|$)/.test(specifier!);
        if (testing || TEST_ONLY_PACKAGES.some((rule) => matches(bare, rule)))
          problems.push(`${path.relative(root, file)} imports ${specifier}`);
      }
    }
  }
  return problems;
}
