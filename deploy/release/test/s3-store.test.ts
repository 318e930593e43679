/// <reference path="../../../shared/storage/test/s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFromEnv } from '../src/asset-store';
import { LocalAssetStore } from '../src/local-store';
import { S3AssetStore } from '../src/s3-store';
import { writeBuildOutput } from './fixtures';

// Against s3rver, an S3-compatible server running in this process on a free port: real HTTP and
// signed requests (s3rver does not verify the signatures).

const BUCKET = 'cerca-remotes';
let root: string;
let server: S3rver;
let endpoint: string;
let env: Record<string, string>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cerca-s3-store-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  env = {
    RELEASES_S3_BUCKET: BUCKET,
    RELEASES_S3_ENDPOINT: endpoint,
    RELEASES_S3_ACCESS_KEY_ID: 'S3RVER',
    RELEASES_S3_SECRET_ACCESS_KEY: 'S3RVER',
    RELEASES_PUBLIC_URL: 'https://cdn.cerca.mx/remotes/',
  };
});
afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

const object = (key: string) => fetch(`${endpoint}/${BUCKET}/${key}`);

describe('S3AssetStore', () => {
  it('uploads the build as immutable objects keyed <remote>/<version>/<file>, without .br/.gz', async () => {
    const store = storeFromEnv(env, root);
    expect(store).toBeInstanceOf(S3AssetStore);
    const output = path.join(root, 'build');
    await writeBuildOutput(output);
    const url = await store.publish({ remote: 'mf-driver', version: '0123456789ab', dir: output });
    expect(url).toBe('https://cdn.cerca.mx/remotes/mf-driver/0123456789ab/mf-manifest.json');

    const expected = {
      'mf-manifest.json': 'application/json; charset=utf-8',
      'remoteEntry.js': 'text/javascript; charset=utf-8',
      '849.c8b5ed99.js': 'text/javascript; charset=utf-8',
      '849.c8b5ed99.js.map': 'application/json; charset=utf-8',
      'assets/logo.1a2b3c4d.svg': 'image/svg+xml',
    };
    for (const [file, type] of Object.entries(expected)) {
      const response = await object(`mf-driver/0123456789ab/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toBe(type);
      expect(response.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
    }
    expect(await (await object('mf-driver/0123456789ab/849.c8b5ed99.js')).text()).toBe(
      'console.log("Panel del repartidor");',
    );
    expect((await object('mf-driver/0123456789ab/remoteEntry.js.br')).status).toBe(404);
    expect((await object('mf-driver/0123456789ab/849.c8b5ed99.js.gz')).status).toBe(404);
  });

  it('does not upload a version whose manifest is already there', async () => {
    const store = storeFromEnv(env, root);
    const other = path.join(root, 'other-build');
    await writeBuildOutput(other, { text: 'otro texto' });
    await store.publish({ remote: 'mf-driver', version: '0123456789ab', dir: other });
    expect(await (await object('mf-driver/0123456789ab/849.c8b5ed99.js')).text()).toBe(
      'console.log("Panel del repartidor");',
    );
  });

  it('refuses an S3 configuration without its public URL, and uses the local folder without a bucket', () => {
    expect(() => storeFromEnv({ ...env, RELEASES_PUBLIC_URL: '' }, root)).toThrow(/RELEASES_PUBLIC_URL/);
    const local = storeFromEnv({ RELEASES_DIR: 'somewhere/releases' }, root);
    expect(local).toBeInstanceOf(LocalAssetStore);
    expect(local.describe()).toBe(path.resolve('somewhere/releases'));
    expect(storeFromEnv({}, root).describe()).toBe(path.join(root, '.data/releases'));
  });
});
