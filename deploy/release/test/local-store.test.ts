import { chmod, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { listFiles } from '../src/files';
import { LocalAssetStore } from '../src/local-store';
import { writeBuildOutput } from './fixtures';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cerca-local-store-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function buildOutput(name: string, text?: string): Promise<string> {
  const dir = path.join(root, name);
  await writeBuildOutput(dir, { text });
  return dir;
}

describe('LocalAssetStore', () => {
  it('puts the whole build, .br/.gz copies included, at <dir>/<remote>/<version>/', async () => {
    const store = new LocalAssetStore(path.join(root, 'releases'));
    const output = await buildOutput('build-a');
    // The release builds into a private temporary folder.
    await chmod(output, 0o700);
    const url = await store.publish({ remote: 'mf-driver', version: 'aaaaaaaaaaaa', dir: output });
    expect(url).toBe('/releases/mf-driver/aaaaaaaaaaaa/mf-manifest.json');
    const published = path.join(root, 'releases', 'mf-driver', 'aaaaaaaaaaaa');
    expect(await listFiles(published)).toEqual(await listFiles(output));
    expect(await listFiles(published)).toContain('remoteEntry.js.br');
    expect((await stat(published)).mode & 0o777).toBe(0o755);
    // No temporary folder is left beside the versions.
    expect(await readdir(path.join(root, 'releases', 'mf-driver'))).toEqual(['aaaaaaaaaaaa']);
  });

  it('never rewrites a version that is already there', async () => {
    const store = new LocalAssetStore(path.join(root, 'releases'));
    const manifest = path.join(root, 'releases', 'mf-driver', 'aaaaaaaaaaaa', '849.c8b5ed99.js');
    const before = await stat(manifest);
    const other = await buildOutput('build-b', 'otro texto');
    await store.publish({ remote: 'mf-driver', version: 'aaaaaaaaaaaa', dir: other });
    expect(await readFile(manifest, 'utf8')).toBe('console.log("Panel del repartidor");');
    expect((await stat(manifest)).mtimeMs).toBe(before.mtimeMs);
  });

  it('publishes concurrent copies of one version once, whole', async () => {
    const store = new LocalAssetStore(path.join(root, 'releases'));
    const output = await buildOutput('build-c', 'concurrente');
    const urls = await Promise.all(
      Array.from({ length: 4 }, () =>
        store.publish({ remote: 'mf-driver', version: 'cccccccccccc', dir: output }),
      ),
    );
    expect(new Set(urls)).toEqual(new Set(['/releases/mf-driver/cccccccccccc/mf-manifest.json']));
    expect(await listFiles(path.join(root, 'releases', 'mf-driver', 'cccccccccccc'))).toEqual(
      await listFiles(output),
    );
    expect((await readdir(path.join(root, 'releases', 'mf-driver'))).sort()).toEqual([
      'aaaaaaaaaaaa',
      'cccccccccccc',
    ]);
  });

  it('leaves nothing at the final place when the copy fails', async () => {
    const store = new LocalAssetStore(path.join(root, 'releases'));
    const output = await buildOutput('build-d', 'roto');
    // A socket file cannot be copied: the copy fails after the files before it were written.
    const socket = createServer();
    await new Promise<void>((resolve) => socket.listen(path.join(output, 'zz.sock'), resolve));
    onTestFinished(() => new Promise<void>((resolve) => socket.close(() => resolve())));
    await expect(
      store.publish({ remote: 'mf-driver', version: 'dddddddddddd', dir: output }),
    ).rejects.toThrow();
    expect((await readdir(path.join(root, 'releases', 'mf-driver'))).sort()).toEqual([
      'aaaaaaaaaaaa',
      'cccccccccccc',
    ]);
  });
});
