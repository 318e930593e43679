import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packagesOf } from '../../src/bundle-report/attribute';
import { chunkReports } from '../../src/bundle-report/chunks';
import { decodeMappings } from '../../src/bundle-report/mappings';
import { type OwnerContext, ownerOf, packageNamesFromDisk } from '../../src/bundle-report/owners';
import { bytesPerSource, type SourceMap } from '../../src/bundle-report/source-bytes';

const REACT_DOM =
  'webpack://shell/../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js';
const QUERY_CORE =
  'webpack://shell/../node_modules/.pnpm/@tanstack+query-core@5.108.0/node_modules/@tanstack/query-core/build/modern/query.js';
const UI_BUTTON = 'webpack://shell/../shared/ui/src/button.tsx';
const TOP_BAR = 'webpack://shell/./src/chrome/app/top-bar.tsx';

/**
 * A minified chunk of three lines. Line 0: react-dom from column 0, query-core from 4, @cerca/ui
 * from 10. Line 1: the app's top bar (é is two bytes in UTF-8). Line 2: a JSON module no mapping
 * covers. Segments are [column, source, line, column] deltas in base64 VLQ:
 * AAAA = 0,0,0,0; ICAC = +4,+1,0,+1; MCAC = +6,+1,0,+1; ACAC = 0,+1,0,+1 (the column restarts
 * on each line, the source index does not).
 */
const CODE = 'aaaaBBBBBBcc\nxxé\nlet t=JSON.parse(\'{"a":1}\')';
const MAP: SourceMap = {
  sources: [REACT_DOM, QUERY_CORE, UI_BUTTON, TOP_BAR],
  mappings: 'AAAA,ICAC,MCAC;ACAC;',
};

const owners: OwnerContext = {
  root: '/repo',
  appDir: '/repo/shell',
  packageNameIn: (dir) => ({ '/repo': 'cerca', '/repo/shared/ui': '@cerca/ui' })[dir],
};

describe('decodeMappings', () => {
  it('decodes each line’s segments, the source index running on across lines', () => {
    expect(decodeMappings('AAAA,ECAA;ADAA')).toEqual([
      [
        { column: 0, source: 0 },
        { column: 2, source: 1 },
      ],
      [{ column: 0, source: 0 }],
    ]);
  });

  it('reads values longer than one digit, and one-field segments as generated code', () => {
    // g = continuation with 0, C = 2 << 5: 64, so +32; "E" alone: column +2, no source.
    expect(decodeMappings('gCAAA,E')).toEqual([
      [
        { column: 32, source: 0 },
        { column: 34, source: undefined },
      ],
    ]);
  });

  it('refuses what is not base64 VLQ', () => {
    expect(() => decodeMappings('AA*A')).toThrow(/unexpected character/);
  });
});

describe('bytesPerSource', () => {
  it('gives each source the bytes from its segment to the next, and every other byte to no source', () => {
    const bytes = bytesPerSource(CODE, MAP);
    expect(Object.fromEntries(bytes)).toEqual({
      [REACT_DOM]: 4,
      [QUERY_CORE]: 6,
      [UI_BUTTON]: 2,
      [TOP_BAR]: 4,
      '(JSON modules)': `JSON.parse('{"a":1}')`.length,
      // Two line breaks and "let t=".
      '(unmapped)': 2 + 6,
    });
    const total = [...bytes.values()].reduce((sum, count) => sum + count, 0);
    expect(total).toBe(Buffer.byteLength(CODE));
  });
});

describe('ownerOf', () => {
  it('names the package after the last node_modules, as pnpm lays them out, scoped or not', () => {
    expect(ownerOf(REACT_DOM, owners)).toBe('react-dom');
    expect(ownerOf(QUERY_CORE, owners)).toBe('@tanstack/query-core');
  });

  it('names workspace packages by their package.json, and the app’s own code by its folder', () => {
    expect(ownerOf(UI_BUTTON, owners)).toBe('@cerca/ui');
    expect(ownerOf(TOP_BAR, owners)).toBe('shell/src/chrome');
    expect(ownerOf('webpack://shell/./src/index.ts', owners)).toBe('shell/src');
    expect(ownerOf('webpack://shell/./src/styles.css?ff32', owners)).toBe('shell/src');
    // Never the repository's own package.json.
    expect(ownerOf('webpack://shell/../tools/x.ts', owners)).toBe('tools/x.ts');
  });

  it('puts the code webpack and Module Federation generate together', () => {
    expect(ownerOf('webpack://shell/webpack/runtime/jsonp chunk loading', owners)).toBe('(webpack runtime)');
    expect(ownerOf('webpack://shell/external global "_FEDERATION_RUNTIME_CORE"', owners)).toBe(
      '(webpack runtime)',
    );
    expect(ownerOf('webpack://shell/./node_modules/.federation/entry.ac9adb8e.js', owners)).toBe(
      '(webpack runtime)',
    );
  });

  it('reads the workspace’s package names from disk', () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const fromDisk = { root, appDir: path.join(root, 'shell'), packageNameIn: packageNamesFromDisk() };
    expect(ownerOf(UI_BUTTON, fromDisk)).toBe('@cerca/ui');
    expect(ownerOf('webpack://mf_driver/../shared/router/src/index.ts', fromDisk)).toBe('@cerca/router');
  });
});

describe('packagesOf', () => {
  it('splits the compressed size in proportion to the minified bytes, heaviest package first', () => {
    const bytes = new Map([
      [UI_BUTTON, 10],
      [REACT_DOM, 20],
      ['webpack://shell/../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/client.js', 10],
      ['(unmapped)', 10],
    ]);
    expect(packagesOf(bytes, 100, (source) => ownerOf(source, owners))).toEqual([
      { name: 'react-dom', bytes: 30, compressed: 60 },
      { name: '(unmapped)', bytes: 10, compressed: 20 },
      { name: '@cerca/ui', bytes: 10, compressed: 20 },
    ]);
  });
});

describe('chunkReports', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-report-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the size of the build’s brotli copy, or the file’s own when it has none', () => {
    writeFileSync(path.join(dir, 'a.js'), CODE);
    writeFileSync(path.join(dir, 'a.js.map'), JSON.stringify(MAP));
    writeFileSync(path.join(dir, 'a.js.br'), Buffer.alloc(Buffer.byteLength(CODE)));
    writeFileSync(path.join(dir, 'tiny.js'), 'x()');
    const [big, tiny] = chunkReports(
      [
        { file: 'tiny.js', roles: ['shared @cerca/router'] },
        { file: 'a.js', roles: ['entry'] },
      ],
      dir,
      owners,
    );
    expect(big).toMatchObject({ file: 'a.js', roles: ['entry'], encoding: 'br' });
    expect(big!.compressed).toBe(Buffer.byteLength(CODE));
    expect(big!.packages.find((share) => share.name === 'react-dom')).toMatchObject({
      bytes: 4,
      compressed: 4,
    });
    expect(tiny).toMatchObject({
      file: 'tiny.js',
      encoding: 'none',
      compressed: 3,
      packages: [{ name: '(no source map)', bytes: 3, compressed: 3 }],
    });
  });
});
