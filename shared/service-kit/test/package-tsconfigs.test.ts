import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo';

// `npx tsc -p <package>` type-checks one package alone (README, "Running one piece alone"), and
// `npm run typecheck` (what `npm test` runs) checks the same folders of every package at once.
const ROOT = REPO_ROOT;
/** The folders of a package that hold TypeScript to check. */
const CODE_FOLDERS = ['src', 'test', 'tests', 'tests-split', 'migrations'];

function workspacePackages(): string[] {
  const top = readdirSync(ROOT).filter((name) => name === 'shell' || name.startsWith('mf-'));
  const nested = ['services', 'shared', 'deploy'].flatMap((group) =>
    readdirSync(path.join(ROOT, group)).map((name) => `${group}/${name}`),
  );
  return [...top, ...nested].filter((dir) => existsSync(path.join(ROOT, dir, 'package.json'))).sort();
}

const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as { extends?: string; include?: string[] };

describe('every package type-checks alone and within the whole', () => {
  const packages = workspacePackages();

  it('gives every workspace package a tsconfig.json on the shared base, over its code folders', () => {
    expect(packages.length).toBeGreaterThan(30);
    const problems = packages.flatMap((dir) => {
      if (!existsSync(path.join(ROOT, dir, 'tsconfig.json'))) return [`${dir}: no tsconfig.json`];
      const config = readJson(`${dir}/tsconfig.json`);
      const base = path.relative(dir, 'tsconfig.base.json');
      const missing = CODE_FOLDERS.filter(
        (folder) => existsSync(path.join(ROOT, dir, folder)) && !config.include?.includes(folder),
      );
      return [
        ...(config.extends === base ? [] : [`${dir}: extends ${config.extends}, not ${base}`]),
        ...missing.map((folder) => `${dir}: ${folder}/ is not in its include`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('checks the same code folders in the root tsconfig.json that npm run typecheck builds', () => {
    const include = readJson('tsconfig.json').include ?? [];
    const covered = (folder: string) =>
      include.some((pattern) => path.matchesGlob(folder, pattern) || folder === pattern);
    const problems = packages.flatMap((dir) =>
      CODE_FOLDERS.filter((folder) => existsSync(path.join(ROOT, dir, folder)))
        .map((folder) => `${dir}/${folder}`)
        .filter((folder) => !covered(folder)),
    );
    expect(problems).toEqual([]);
  });
});
