import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportedNames } from '../src/module-exports';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// The release reads what "./app" exports from its source, without running it.
describe('exportedNames', () => {
  it('finds the lifecycles a remote exposes as ./app, destructured from remote-kit', async () => {
    expect((await exportedNames(path.join(ROOT, 'mf-driver/src/lifecycles.ts'))).sort()).toEqual([
      'bootstrap',
      'mount',
      'unmount',
    ]);
  });

  it('finds what another module exports instead', async () => {
    expect(await exportedNames(path.join(ROOT, 'mf-driver/src/app/router.tsx'))).toEqual(['routes']);
  });
});
