import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentVersion } from '../src/content-version';
import { writeBuildOutput } from './fixtures';

const folders: string[] = [];
async function build(options?: Parameters<typeof writeBuildOutput>[1]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cerca-version-'));
  folders.push(dir);
  await writeBuildOutput(dir, options);
  return dir;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('contentVersion', () => {
  it('is 12 hex characters, the same for the same bytes in another folder', async () => {
    const version = await contentVersion(await build());
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(await contentVersion(await build())).toBe(version);
  });

  it('changes when one byte of one file changes', async () => {
    expect(await contentVersion(await build({ text: 'Panel del repartidor' }))).not.toBe(
      await contentVersion(await build({ text: 'Panel del repartidoR' })),
    );
  });

  it('changes when a file is renamed with the same bytes', async () => {
    const a = await build();
    const b = await build();
    await writeFile(path.join(b, 'assets', 'logo.9a2b3c4d.svg'), '<svg/>');
    await rm(path.join(b, 'assets', 'logo.1a2b3c4d.svg'));
    expect(await contentVersion(b)).not.toBe(await contentVersion(a));
  });

  it('ignores the .br and .gz copies', async () => {
    const a = await build();
    const b = await build();
    await writeFile(path.join(b, 'remoteEntry.js.br'), 'other brotli bytes');
    await writeFile(path.join(b, 'mf-manifest.json.gz'), 'a new gzip copy');
    expect(await contentVersion(b)).toBe(await contentVersion(a));
  });
});
