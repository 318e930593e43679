import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EXPOSED_MODULE_IDS } from '@cerca/contracts';
import { describe, expect, it } from 'vitest';
import { consumedIn } from '../src/consumed-modules';
import { REPO_ROOT, readRemoteDeclarations } from '../src/declarations';

// What a build loads from other remotes is written in its remote.json (shell.json for the shell)
// and carried by its mf-manifest.json, where the release check reads it (deploy/release refuses
// a build that loads a module the other side's live version lacks, or drops one the other side
// loads). This keeps that list true to the code, so the release check sees every dependency.

const remotes = readRemoteDeclarations();
const containers = remotes.map((remote) => remote.declaration.name);
const shellDeclaration = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shell/shell.json'), 'utf8')) as {
  consumes?: string[];
};

const apps = [
  ...remotes.map((remote) => ({
    app: remote.folder,
    own: remote.declaration.name,
    declared: remote.declaration.consumes ?? [],
  })),
  { app: 'shell', own: undefined, declared: shellDeclaration.consumes ?? [] },
];

describe('the modules each app loads from other remotes', () => {
  it.each(apps)('$app declares exactly what its code loads', ({ app, own, declared }) => {
    expect([...declared].sort()).toEqual(consumedIn(path.join(REPO_ROOT, app, 'src'), containers, own));
  });

  it.each(apps)('$app loads only modules the contracts type and their remote exposes', ({ declared }) => {
    for (const id of declared) {
      expect(EXPOSED_MODULE_IDS, id).toContain(id);
      const [container, module] = id.split('/');
      const provider = remotes.find((remote) => remote.declaration.name === container);
      expect(provider?.declaration.exposes, id).toHaveProperty(`./${module}`);
    }
  });

  it('has the business page load ordering’s Menú tab (issue 23)', () => {
    expect(apps.find(({ app }) => app === 'mf-discovery')?.declared).toContain('mf_ordering/business-menu');
  });
});
