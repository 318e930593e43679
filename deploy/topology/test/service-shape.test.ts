import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/declarations';

// The one service shape of issue 23 (CONTRIBUTING.md, "A service" and "An endpoint"): a service
// is `defineService` in its plugin.ts; its routes live in folders, each behind the one guard its
// index.ts registers; storage and queues come from the context, never from a route file.

const SERVICES = path.join(REPO_ROOT, 'services');
const serviceNames = readdirSync(SERVICES).filter((name) => name !== 'gateway');

function filesBelow(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const routeFiles = serviceNames.flatMap((name) => {
  const routes = path.join(SERVICES, name, 'src/routes');
  try {
    return filesBelow(routes).filter((file) => !/\/(index|guard)\.ts$/.test(file));
  } catch {
    return [];
  }
});

const relative = (file: string) => path.relative(REPO_ROOT, file);

/** The route files whose text matches `pattern`, as `path: match`. */
function routeFilesMatching(pattern: RegExp): string[] {
  return routeFiles.flatMap((file) => {
    const found = readFileSync(file, 'utf8').match(pattern);
    return found ? [`${relative(file)}: ${found[0]}`] : [];
  });
}

describe('one service shape', () => {
  it('defines every service with defineService, never a factory', () => {
    for (const name of serviceNames) {
      const plugin = readFileSync(path.join(SERVICES, name, 'src/plugin.ts'), 'utf8');
      expect(plugin, name).toMatch(/export const \w+Service = defineService\(/);
      expect(plugin, name).not.toMatch(/export function create\w*Service\(/);
    }
  });

  it('keeps every route file in a folder of routes', () => {
    const loose = routeFiles.filter((file) => path.basename(path.dirname(file)) === 'routes');
    expect(loose.map(relative)).toEqual([]);
  });

  it('never names a guard on a route: the folder registers it once', () => {
    expect(
      routeFilesMatching(
        /(onRequest|preHandler)\s*:\s*(require\w*|\[)|\brequire(User|UserWith|Admin|Owner)\b/,
      ),
    ).toEqual([]);
  });

  it('never makes a storage, queues or a Redis client in a route file', () => {
    expect(routeFilesMatching(/\b(createStorage|createQueues)\(|new (Queue|Redis)\(/)).toEqual([]);
  });
});
