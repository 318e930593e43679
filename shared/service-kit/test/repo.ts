import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, for the tests that read its code. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** The repository's code: services, shared packages, the shell, the remotes, deploy and CI. */
export const REPO_FOLDERS = [
  'services',
  'shared',
  'shell',
  'deploy',
  '.ci',
  ...readdirSync(REPO_ROOT).filter((name) => name.startsWith('mf-')),
];
