import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from './files';

/** Precompressed copies are derived from the other files: they add nothing to the identity. */
export const isPrecompressed = (file: string): boolean => /\.(br|gz)$/.test(file);

/**
 * A build's version: the first 12 hex characters of a sha256 over its files (sorted relative
 * paths and their bytes, .br/.gz copies excluded). The same output always gets the same version,
 * so releasing an unchanged remote twice is recognised, and the name can never point at other bytes.
 */
export async function contentVersion(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await listFiles(dir)).filter((name) => !isPrecompressed(name))) {
    const bytes = await readFile(path.join(dir, file));
    // Path and length delimit each file, so moving bytes from one file to the next changes the hash.
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex').slice(0, 12);
}
