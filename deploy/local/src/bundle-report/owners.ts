import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Code the build generates: webpack's runtime, the container entry, Module Federation's entry. */
export const WEBPACK_RUNTIME = '(webpack runtime)';

export interface OwnerContext {
  /** The repository root: owners are named relative to it. */
  root: string;
  /** The app whose build this is: webpack names sources relative to it. */
  appDir: string;
  /** The `name` of the package.json in `dir`, if there is one. */
  packageNameIn: (dir: string) => string | undefined;
}

/** The directory of a source inside the app, named by its first levels: "shell/src/chrome". */
const APP_FOLDER_DEPTH = 3;

/**
 * Who a source map's source belongs to: the npm package (the last node_modules/ in the path, so
 * pnpm's node_modules/.pnpm/react-dom@19…/node_modules/react-dom gives react-dom, scoped names
 * included), the workspace package (shared/ui/src/… gives @cerca/ui), or for the app's own
 * code its folder ("mf-discovery/src/features"), so a chunk shows which part of the app is in it.
 */
export function ownerOf(source: string, context: OwnerContext): string {
  // webpack://<uniqueName>/<path relative to the app>, or webpack/… for generated code.
  const file = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  if (!file.startsWith('.') && !path.isAbsolute(file)) return WEBPACK_RUNTIME;

  const inNodeModules = file.lastIndexOf('node_modules/');
  if (inNodeModules !== -1) {
    const [scopeOrName = '', name] = file.slice(inNodeModules + 'node_modules/'.length).split('/');
    // node_modules/.federation/entry.<hash>.js: Module Federation's generated runtime entry.
    if (scopeOrName.startsWith('.')) return WEBPACK_RUNTIME;
    return scopeOrName.startsWith('@') && name ? `${scopeOrName}/${name}` : scopeOrName;
  }

  const absolute = path.resolve(context.appDir, file);
  if (isInside(absolute, context.appDir)) {
    const folders = path.relative(context.root, path.dirname(absolute)).split(path.sep);
    return folders.slice(0, APP_FOLDER_DEPTH).join('/');
  }
  // Up to the root, not including it: the root's package.json is the repository's, no package's.
  for (let dir = path.dirname(absolute); dir !== context.root; dir = path.dirname(dir)) {
    if (!isInside(dir, context.root)) break;
    const name = context.packageNameIn(dir);
    if (name) return name;
  }
  return path.relative(context.root, absolute).split(path.sep).join('/');
}

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Reads package.json names from disk, each directory once. */
export function packageNamesFromDisk(): (dir: string) => string | undefined {
  const names = new Map<string, string | undefined>();
  return (dir) => {
    if (!names.has(dir)) {
      const file = path.join(dir, 'package.json');
      names.set(
        dir,
        existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name : undefined,
      );
    }
    return names.get(dir);
  };
}
