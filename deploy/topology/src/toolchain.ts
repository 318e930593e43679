import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './declarations';

/** What the images are built and run with, taken from the checkout so they never disagree with it. */
export interface Toolchain {
  /** The root package.json's packageManager pin ("10.34.8"). */
  pnpm: string;
  /** The locked tsx: services run their TypeScript through it (their start script). */
  tsx: string;
}

export function readToolchain(root: string = REPO_ROOT): Toolchain {
  const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    packageManager?: string;
  };
  const pnpm = /^pnpm@(\d+\.\d+\.\d+)/.exec(rootPackage.packageManager ?? '')?.[1];
  if (!pnpm)
    throw new Error(`package.json's packageManager is not a pnpm version: ${rootPackage.packageManager}`);
  const lockfile = parse(readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8')) as {
    importers?: Record<string, { devDependencies?: Record<string, { version: string }> }>;
  };
  const tsx = lockfile.importers?.['.']?.devDependencies?.tsx?.version;
  if (!tsx) throw new Error('pnpm-lock.yaml locks no tsx for the root package');
  return { pnpm, tsx };
}
