import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FederationManifest, parseFederationManifest } from '../src/federation-manifest';

/**
 * mf-manifest.json files as the production build writes them (copied from mf-driver/dist,
 * mf-discovery/dist and shell/dist), and small variations of them for the cases under test.
 */
export function rawManifest(app: 'mf-driver' | 'mf-discovery' | 'shell'): Record<string, unknown> {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'fixtures', `${app}.mf-manifest.json`), 'utf8'),
  );
}

export const manifest = (app: 'mf-driver' | 'mf-discovery' | 'shell'): FederationManifest =>
  parseFederationManifest(rawManifest(app), app);

type Raw = Record<string, unknown> & { exposes: { path: string }[]; shared: Record<string, unknown>[] };

/** mf-driver's real manifest with some changes, as a build with those changes would write it. */
export function driverManifestWith(change: (raw: Raw) => void): Record<string, unknown> {
  const raw = rawManifest('mf-driver') as Raw;
  change(raw);
  return raw;
}

/**
 * A remote's build output the way webpack leaves it: the manifest, the container, a hashed chunk
 * with its source map, and the .br/.gz copies of the text assets. `text` varies the chunk's bytes.
 */
export async function writeBuildOutput(
  dir: string,
  { manifest: mf = rawManifest('mf-driver'), text = 'Panel del repartidor' } = {},
): Promise<void> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  const chunk = `console.log(${JSON.stringify(text)});`;
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(mf));
  await writeFile(path.join(dir, 'remoteEntry.js'), 'var mf_driver;');
  await writeFile(path.join(dir, 'remoteEntry.js.br'), 'br bytes');
  await writeFile(path.join(dir, '849.c8b5ed99.js'), chunk);
  await writeFile(path.join(dir, '849.c8b5ed99.js.gz'), 'gz bytes');
  await writeFile(path.join(dir, '849.c8b5ed99.js.map'), '{"version":3}');
  await writeFile(path.join(dir, 'assets', 'logo.1a2b3c4d.svg'), '<svg/>');
}
