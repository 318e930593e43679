import { describe, expect, it } from 'vitest';
import { REPO_ROOT, readServiceDeclarations } from '../src/declarations';
import {
  packageCycles,
  productionImportProblems,
  productionInstallProblems,
  readWorkspacePackages,
} from '../src/package-graph';

// Issue 23: a service's image (`pnpm deploy --prod`) installs its dependencies and theirs, through
// every workspace package it uses. None may bring the demo seed, sharp (except where the service
// itself uses it), the database test helpers or a test runner; and packages never depend on each
// other in a circle, which is how the seed and sharp used to reach every service.

const packages = readWorkspacePackages(REPO_ROOT);
const services = readServiceDeclarations().map(({ declaration }) => declaration.package);

describe("a service's production install", () => {
  it.each(services)('%s carries no seed, sharp of its own or test helper', (service) => {
    expect(productionInstallProblems(packages, service, services)).toEqual([]);
  });

  it.each(services)('%s runs no code that imports a test helper', (service) => {
    expect(productionImportProblems(REPO_ROOT, packages, service)).toEqual([]);
  });
});

describe('the workspace packages', () => {
  it('depend on each other in no circle (devDependencies included)', () => {
    expect(packageCycles(packages).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('are all read, so that a package no walk reaches cannot hide', () => {
    expect([...packages.keys()]).toEqual(
      expect.arrayContaining([
        '@cerca/db',
        '@cerca/db-testing',
        '@cerca/seed',
        '@cerca/service-kit',
        ...services,
      ]),
    );
  });
});
