import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Feature isolation (issue 23): a feature (src/features/<name>/, or the shell's
// src/chrome/features/<name>/) imports only its own files, its app's shared layers (components/,
// lib/, api/, locales/…) and packages, never another feature; the shared layers import no
// feature. Pages (app/), entry and exposed modules (src/*.tsx) and tests outside the features
// compose them.

export interface FeatureImport {
  file: string;
  specifier: string;
  why: string;
}

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]*)['"]/gm;
/** The folders whose files every feature may use: they must not depend on a feature. */
const SHARED_LAYERS = new Set(['components', 'lib', 'api', 'hooks', 'locales']);

/** "<app>/src/…/features/<name>" for a path inside a feature, else null. */
function featureOf(file: string): string | null {
  const parts = file.split('/');
  const index = parts.lastIndexOf('features');
  return index > 0 && index + 2 < parts.length ? parts.slice(0, index + 2).join('/') : null;
}

/** The shared layer ("<app>/src/lib", …) a path outside any feature is in, else null. */
function sharedLayerOf(file: string): string | null {
  const parts = file.split('/');
  const src = parts.indexOf('src');
  const layer = parts[src + 1];
  return src > 0 && layer && SHARED_LAYERS.has(layer) && src + 2 < parts.length ? layer : null;
}

/** The imports of one file (a path relative to the repository) that cross a feature's border. */
export function findFeatureImports(file: string, text: string): FeatureImport[] {
  const own = featureOf(file);
  const layer = own ? null : sharedLayerOf(file);
  const found: FeatureImport[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1]!;
    const target = featureOf(`${path.posix.join(path.posix.dirname(file), specifier)}/x`);
    if (!target || target === own) continue;
    if (own) {
      found.push({ file, specifier, why: `feature ${path.posix.basename(own)} imports another feature` });
    } else if (layer) {
      found.push({ file, specifier, why: `the shared ${layer}/ imports a feature` });
    }
  }
  return found;
}

/** The apps' source files (.ts and .tsx) under `root`: the shell's and every remote's src/. */
export function appSourceFiles(root: string): string[] {
  const apps = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-'));
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(entry.name)) files.push(child);
    }
  };
  for (const app of apps) walk(`${app}/src`);
  return files.sort();
}

/** Every import across a feature's border in the apps under `root`. */
export function scanFeatureImports(root: string): FeatureImport[] {
  return appSourceFiles(root).flatMap((file) =>
    findFeatureImports(file, readFileSync(path.join(root, file), 'utf8')),
  );
}
