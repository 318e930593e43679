import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/declarations';

// Every Vitest project runs its files in one module graph per worker (`isolate: false`, see the
// root vitest.config.ts): a file that replaces a module with vi.mock would leave its fake behind
// for the next file of that worker. So a project keeps isolation exactly when one of its own test
// files mocks a module, and only then.

const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

function projectConfigs(): string[] {
  const folders = ['shell', ...['shared', 'services', 'deploy'].flatMap(listed), ...listedMf()];
  return folders.flatMap((folder) =>
    readdirSync(path.join(REPO_ROOT, folder))
      .filter((name) => /^vitest(\.dom)?\.config\.ts$/.test(name))
      .map((name) => path.join(folder, name)),
  );
}
function listed(parent: string): string[] {
  return readdirSync(path.join(REPO_ROOT, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(parent, entry.name));
}
function listedMf(): string[] {
  return readdirSync(REPO_ROOT).filter((name) => name.startsWith('mf-'));
}

function testFilesOf(folder: string): string[] {
  return readdirSync(path.join(REPO_ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
}

describe('test isolation', () => {
  const configs = projectConfigs();

  it('finds the projects', () => {
    expect(configs.length).toBeGreaterThan(30);
  });

  it('shares the module graph in every project whose files mock nothing, and only there', () => {
    const wrong = configs.flatMap((config) => {
      const shared = readFileSync(path.join(REPO_ROOT, config), 'utf8').includes('isolate: false');
      const mocking = testFilesOf(path.dirname(config)).filter((file) =>
        MOCKS_A_MODULE.test(readFileSync(file, 'utf8')),
      );
      if (shared && mocking.length > 0)
        return [
          `${config} shares modules, yet ${mocking.map((file) => path.relative(REPO_ROOT, file)).join(', ')} mock some`,
        ];
      if (!shared && mocking.length === 0) return [`${config} isolates files that mock nothing`];
      return [];
    });
    expect(wrong).toEqual([]);
  });
});
