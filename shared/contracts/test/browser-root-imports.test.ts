import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 24: a first visit downloads no zod. The browser imports values from @cerca/contracts by
// file; from the root (schemas for the services, zod with them) it imports types only, and the
// files the first visit runs on are free of zod.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BROWSER_SOURCES = [
  'shell/src',
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
  'shared/session/src',
  'shared/ui/src',
  'shared/i18n/src',
  'shared/remote-kit/src',
  'shared/router/src',
];
/** The contracts files the shell and the session import on every first visit. */
const ZOD_FREE = ['route-match.ts', 'roles.ts', 'vehicle-types.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

const ROOT_IMPORT = /(import|export)\s+(type\s+)?\{([^}]*)\}\s+from\s+'@cerca\/contracts'/g;
const ROOT_DEFAULT_OR_STAR = /(import|export)\s+(?!type\b)(\*|\w+)[^;{]*from\s+'@cerca\/contracts'/g;

/** The value names a file imports (or re-exports) from the root of @cerca/contracts. */
function rootValueImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(ROOT_IMPORT)) {
    if (match[2]) continue;
    for (const specifier of (match[3] ?? '').split(',')) {
      const name = specifier.trim();
      if (name !== '' && !name.startsWith('type ')) names.push(name);
    }
  }
  for (const match of source.matchAll(ROOT_DEFAULT_OR_STAR)) names.push(match[2] ?? '');
  return names;
}

describe('the browser and the root of @cerca/contracts', () => {
  it('tells type imports from value imports', () => {
    expect(rootValueImports("import type { A, B } from '@cerca/contracts';")).toEqual([]);
    expect(rootValueImports("import { type A, type B } from '@cerca/contracts';")).toEqual([]);
    expect(rootValueImports("import { type A, aSchema } from '@cerca/contracts';")).toEqual(['aSchema']);
    expect(rootValueImports("import * as contracts from '@cerca/contracts';")).toEqual(['*']);
    expect(rootValueImports("import { aSchema } from '@cerca/contracts/feed';")).toEqual([]);
  });

  it('imports only types from the root in browser code', () => {
    const offenders = BROWSER_SOURCES.flatMap(sourceFiles).flatMap((file) =>
      rootValueImports(readFileSync(path.join(ROOT, file), 'utf8')).map((name) => `${file}: ${name}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the files of the first visit free of zod', () => {
    for (const file of ZOD_FREE) {
      const source = readFileSync(path.join(ROOT, 'shared/contracts/src', file), 'utf8');
      expect(source, file).not.toMatch(/from\s+'zod/);
      // Nor through another contracts file that could hold schemas.
      expect(source.match(/from\s+'\.\/[\w-]+'/g) ?? [], file).toEqual([]);
    }
  });
});
