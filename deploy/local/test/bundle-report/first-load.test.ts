import { describe, expect, it } from 'vitest';
import {
  type ChunkGroup,
  hostFirstLoad,
  providedModules,
  remoteFirstLoad,
} from '../../src/bundle-report/first-load';

// Origins as shared/webpack-config's chunk-groups.mjs writes them (webpack's readable identifiers).
const provide = (name: string, files: string[]): ChunkGroup => ({
  name: null,
  entrypoint: false,
  files,
  origins: [
    { module: `provide shared module (default) ${name}@0.1.0 = ../shared/x/src/index.ts`, request: null },
  ],
});
const consume = (name: string, files: string[]): ChunkGroup => ({
  name: null,
  entrypoint: false,
  files,
  origins: [
    {
      module: `consume shared module (default) ${name}@!=0...1...0 (singleton) (fallback: ../shared/x/src/index.ts)`,
      request: null,
    },
  ],
});
const load = (module: string, request: string, files: string[], name: string | null = null): ChunkGroup => ({
  name,
  entrypoint: false,
  files,
  origins: [{ module, request }],
});
const entry = (file: string): ChunkGroup => ({
  name: 'main',
  entrypoint: true,
  files: [file],
  origins: [{ module: null, request: './src/index.ts' }],
});

describe('hostFirstLoad', () => {
  const groups = [
    entry('main.js'),
    provide('react', ['react.js']),
    consume('react', ['react.js']),
    // Module Federation writes the consumed fallback as a copy the page does not load.
    consume('react-dom', ['react-dom-copy.js']),
    provide('react-dom', ['react-dom.js']),
    load('./src/index.ts', './chrome/lifecycles', ['chrome.js']),
    provide('@cerca/contracts', ['contracts.js', 'zod.js']),
    // Lazy, though it shares zod.js with a startup group.
    load('./src/chrome/app/top-bar.tsx', '../features/notifications/components/bell', ['zod.js', 'bell.js']),
  ];
  const startup = ['chrome.js', 'contracts.js', 'react-dom.js', 'react.js', 'zod.js'];

  it('is the entry and the startup scripts, each with what loads it', () => {
    expect(hostFirstLoad(groups, startup)).toEqual(
      expect.arrayContaining([
        { file: 'main.js', roles: ['entry'] },
        { file: 'react.js', roles: ['shared react'] },
        { file: 'react-dom.js', roles: ['shared react-dom'] },
        { file: 'chrome.js', roles: ['import ./chrome/lifecycles'] },
        { file: 'contracts.js', roles: ['shared @cerca/contracts'] },
        { file: 'zod.js', roles: ['shared @cerca/contracts'] },
      ]),
    );
    expect(hostFirstLoad(groups, startup)).toHaveLength(6);
  });

  it('names the shared modules the shell provides', () => {
    expect(providedModules(groups)).toEqual(new Set(['react', 'react-dom', '@cerca/contracts']));
  });
});

describe('remoteFirstLoad', () => {
  const exposes = { './app': './src/lifecycles.ts', './people': './src/people.ts' };
  const groups = [
    { ...entry('remoteEntry.js'), name: 'mf_discovery' },
    load('container entry', './src/lifecycles.ts', ['app.js'], '__federation_expose_app'),
    load('container entry', './src/people.ts', ['router.js', 'people.js'], '__federation_expose_people'),
    // The router's code is a chunk of its own that mf-manifest.json leaves out of its files.
    provide('@cerca/router', ['react-router.js', 'router.js']),
    consume('@cerca/router', ['react-router.js', 'router-copy.js']),
    provide('react', ['react.js']),
    load('./src/app/router.tsx', './routes/home', ['home.js']),
  ];

  it('is remoteEntry.js, the exposed ./app and the shared modules the shell does not provide', () => {
    const { firstLoad, providedByHost } = remoteFirstLoad(groups, exposes, new Set(['react']));
    expect(firstLoad).toEqual([
      { file: 'remoteEntry.js', roles: ['entry'] },
      { file: 'app.js', roles: ['exposes ./app'] },
      { file: 'react-router.js', roles: ['shared @cerca/router'] },
      { file: 'router.js', roles: ['shared @cerca/router'] },
    ]);
    expect(providedByHost).toEqual([{ file: 'react.js', roles: ['shared react'] }]);
  });

  it('loads the remote’s own copy of a shared module the shell does not provide', () => {
    const { firstLoad } = remoteFirstLoad(groups, exposes, new Set());
    expect(firstLoad.map((file) => file.file)).toContain('react.js');
  });

  it('needs the ./app the shell mounts', () => {
    expect(() => remoteFirstLoad(groups, { './people': './src/people.ts' }, new Set())).toThrow(/\.\/app/);
  });
});
